import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES, buildPath, countries, type CountryCode } from 'config';
import { FORM_LIMITS, NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from 'config/content';
import { ApiError, conflict, forbidden, notFound } from '../../../lib/api-error';
import { mailDomainOf } from '../../../plugins/mail';
import { createFormGuard } from '../lib/form-guard';
import { MAIL_TEXTS, languageOf } from '../lib/mail-texts';

/** Version of the consent text the sign-up form shows; stored with each consent as proof. */
export const NEWSLETTER_CONSENT_VERSION = '2025-06';
const CONFIRM_TTL_DAYS = 7;

const emailHashSchema = z.string().regex(/^[0-9a-f]{32}$/, 'invalid_hash');
const optionalName = z.string().trim().max(FORM_LIMITS.nameMax, 'too_long').optional();

const subscribeSchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: 'invalid_country' }),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(FORM_LIMITS.emailMax, 'too_long')
    .pipe(z.email({ error: 'invalid_email' })),
  consent: z.literal(true, { error: 'consent_required' }),
  source: z.enum(['home', 'enrich', 'footer']).default('home'),
  salutation: z.enum(NEWSLETTER_SALUTATIONS).optional(),
  firstName: optionalName,
  lastName: optionalName,
  interests: z
    .array(z.enum(NEWSLETTER_INTERESTS, { error: 'invalid_interest' }))
    .max(NEWSLETTER_INTERESTS.length)
    .optional(),
  website: z.string().max(500).optional(),
});

const subscriberView = z.object({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  country: z.enum(COUNTRY_CODES),
  emailMasked: z.string(),
  salutation: z.enum(NEWSLETTER_SALUTATIONS).nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)),
});

interface SubscriberRow {
  id: number;
  country: CountryCode;
  email: string;
  email_hash: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  confirm_expires_at: Date | string | null;
  salutation: (typeof NEWSLETTER_SALUTATIONS)[number] | null;
  first_name: string | null;
  last_name: string | null;
  interests: (typeof NEWSLETTER_INTERESTS)[number][];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `maria.rossi@example.com` -> `m•••i@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? (local[0] ?? '') : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}@${domain}`;
}

function view(row: SubscriberRow) {
  return {
    status: row.status,
    country: row.country,
    emailMasked: maskEmail(row.email),
    salutation: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    interests: row.interests ?? [],
  };
}

/**
 * The newsletter with double opt-in. Sign-up answers the same whether or not the address is known
 * (no way to find out who subscribed); the confirmation link leads to the enrich page, where the
 * subscriber confirms and may add a name and interests; every mail carries the unsubscribe link.
 * The e-mail hash in links is a random token per subscriber, not derived from the address.
 */
export default async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createFormGuard(app);

  const links = (country: CountryCode, hash: string) => {
    const origin = app.publicOrigins.of(country);
    return {
      enrich: origin + buildPath(country, 'newsletterEnrichHash', { emailHash: hash }),
      unsubscribe: origin + buildPath(country, 'newsletterUnsubscribe', { emailHash: hash }),
    };
  };

  async function findByHash(hash: string): Promise<SubscriberRow> {
    const { rows } = await app.db.query<SubscriberRow>('select * from newsletter_subscribers where email_hash = $1', [
      hash,
    ]);
    if (!rows[0]) throw notFound('no subscriber with this link', 'unknown_subscriber');
    return rows[0];
  }

  api.post(
    '/api/newsletter/subscriptions',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter; sends the double opt-in mail',
        body: subscribeSchema,
        response: { 202: z.object({ status: z.literal('pending') }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const config = countries[body.country];
      if (!config.newsletter) throw forbidden(`no newsletter in ${body.country}`, 'newsletter_unavailable');
      if (body.website) {
        request.log.warn({ form: 'newsletter' }, 'honeypot filled, sign-up dropped');
        return reply.status(202).send({ status: 'pending' as const });
      }
      const email = body.email.toLowerCase();
      await guard.limit(`newsletter:ip:${guard.clientIp(request)}`, 10, 600);
      await guard.limit(`newsletter:email:${email}`, 3, 3600);

      const token = randomBytes(24).toString('base64url');
      const hash = randomBytes(16).toString('hex');
      const lang = languageOf(body.country);
      // A confirmed subscriber is changed only through the link of its own mails (the enrich page): an
      // anonymous sign-up of a confirmed address changes nothing and mails the owner instead. An address
      // not confirmed yet (or unsubscribed) starts a new double opt-in; an unsubscribe stays on record
      // until the new sign-up is confirmed.
      const { rows: written } = await app.db.query<SubscriberRow>(
        `insert into newsletter_subscribers
           (country, locale, email, email_hash, status, confirm_token_hash, confirm_expires_at, source, consent_text_version, consented_at, consent_ip,
            salutation, first_name, last_name, interests)
         values ($1, $2, $3, $4, 'pending', $5, now() + make_interval(days => $6), $7, $8, now(), $9, $10, $11, $12, $13)
         on conflict (country, email) do update set
           status = 'pending',
           confirm_token_hash = excluded.confirm_token_hash,
           confirm_expires_at = excluded.confirm_expires_at,
           consent_text_version = excluded.consent_text_version, consented_at = excluded.consented_at, consent_ip = excluded.consent_ip,
           salutation = coalesce(excluded.salutation, newsletter_subscribers.salutation),
           first_name = coalesce(excluded.first_name, newsletter_subscribers.first_name),
           last_name = coalesce(excluded.last_name, newsletter_subscribers.last_name),
           interests = case when jsonb_array_length(excluded.interests) > 0 then excluded.interests else newsletter_subscribers.interests end,
           updated_at = now()
         where newsletter_subscribers.status <> 'confirmed'
         returning *`,
        [
          body.country,
          config.icuLocale,
          email,
          hash,
          sha256(token),
          CONFIRM_TTL_DAYS,
          body.source,
          NEWSLETTER_CONSENT_VERSION,
          guard.clientIp(request),
          body.salutation ?? null,
          body.firstName || null,
          body.lastName || null,
          JSON.stringify(body.interests ?? []),
        ],
      );
      const row =
        written[0] ??
        (
          await app.db.query<SubscriberRow>('select * from newsletter_subscribers where country = $1 and email = $2', [
            body.country,
            email,
          ])
        ).rows[0]!;
      const l = links(body.country, row.email_hash);
      const texts = MAIL_TEXTS[lang];
      const mail =
        row.status === 'confirmed'
          ? { kind: 'newsletter-already', ...texts.newsletterAlready(l.enrich, l.unsubscribe) }
          : { kind: 'newsletter-confirm', ...texts.newsletterConfirm(`${l.enrich}?confirm=${token}`) };
      const sentAt = randomUUID();
      await app.mailOutbox.send(
        {
          kind: mail.kind,
          messageId: `<newsletter-${sentAt}.${mail.kind.replace('newsletter-', '')}@${mailDomainOf(config.contact.sender)}>`,
          from: config.contact.sender,
          to: email,
          subject: mail.subject,
          text: `${mail.text}\n\n${texts.signature}`,
        },
        `newsletter:${sentAt}`,
      );
      return reply.status(202).send({ status: 'pending' as const });
    },
  );

  api.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a sign-up with the token from the double opt-in mail',
        body: z.object({ emailHash: emailHashSchema, token: z.string().min(10).max(100) }),
        response: { 200: subscriberView },
      },
    },
    async (request) => {
      const { emailHash, token } = request.body;
      await guard.limit(`newsletter:confirm:${guard.clientIp(request)}`, 30, 600);
      const row = await findByHash(emailHash);
      if (row.status === 'confirmed') return view(row);
      if (row.status !== 'pending' || !row.confirm_token_hash || row.confirm_token_hash !== sha256(token)) {
        throw new ApiError(400, 'invalid_token', 'the confirmation link is not valid');
      }
      if (row.confirm_expires_at && new Date(row.confirm_expires_at).getTime() < Date.now()) {
        throw new ApiError(410, 'token_expired', 'the confirmation link has expired: sign up again');
      }
      const { rows } = await app.db.query<SubscriberRow>(
        `update newsletter_subscribers set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null,
                unsubscribed_at = null, updated_at = now()
         where id = $1 and status = 'pending' returning *`,
        [row.id],
      );
      const confirmed = rows[0] ?? (await findByHash(emailHash));
      const config = countries[confirmed.country];
      const texts = MAIL_TEXTS[languageOf(confirmed.country)];
      const l = links(confirmed.country, confirmed.email_hash);
      const welcome = texts.newsletterWelcome(l.enrich, l.unsubscribe);
      // Only the request that confirmed it welcomes: a second click on the link sends no second welcome.
      if (rows[0]) {
        const sentAt = randomUUID();
        await app.mailOutbox.send(
          {
            kind: 'newsletter-welcome',
            messageId: `<newsletter-${sentAt}.welcome@${mailDomainOf(config.contact.sender)}>`,
            from: config.contact.sender,
            to: confirmed.email,
            subject: welcome.subject,
            text: `${welcome.text}\n\n${texts.signature}`,
          },
          `newsletter:${sentAt}`,
        );
      }
      return view(confirmed);
    },
  );

  api.get(
    '/api/newsletter/subscribers/:emailHash',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'A subscriber as the enrich and unsubscribe pages show it (e-mail masked)',
        params: z.object({ emailHash: emailHashSchema }),
        response: { 200: subscriberView },
      },
    },
    async (request, reply) => {
      await guard.limit(`newsletter:read:${guard.clientIp(request)}`, 120, 600);
      void reply.header('Cache-Control', 'no-store');
      return view(await findByHash(request.params.emailHash));
    },
  );

  api.patch(
    '/api/newsletter/subscribers/:emailHash',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Add or change name and interests of a confirmed subscriber',
        params: z.object({ emailHash: emailHashSchema }),
        body: z
          .object({
            salutation: z.enum(NEWSLETTER_SALUTATIONS, { error: 'invalid_salutation' }).optional(),
            firstName: optionalName,
            lastName: optionalName,
            interests: z
              .array(z.enum(NEWSLETTER_INTERESTS, { error: 'invalid_interest' }))
              .max(NEWSLETTER_INTERESTS.length)
              .optional(),
          })
          .strict(),
        response: { 200: subscriberView },
      },
    },
    async (request) => {
      const row = await findByHash(request.params.emailHash);
      if (row.status === 'pending') throw conflict('not_confirmed', 'confirm the sign-up first');
      if (row.status === 'unsubscribed') throw conflict('unsubscribed', 'this address has unsubscribed');
      const b = request.body;
      const interests = b.interests ? [...new Set(b.interests)] : undefined;
      const { rows } = await app.db.query<SubscriberRow>(
        `update newsletter_subscribers set
           salutation = coalesce($2, salutation),
           first_name = case when $3::boolean then nullif($4, '') else first_name end,
           last_name = case when $5::boolean then nullif($6, '') else last_name end,
           interests = coalesce($7::jsonb, interests),
           updated_at = now()
         where id = $1 returning *`,
        [
          row.id,
          b.salutation ?? null,
          b.firstName !== undefined,
          b.firstName ?? null,
          b.lastName !== undefined,
          b.lastName ?? null,
          interests ? JSON.stringify(interests) : null,
        ],
      );
      return view(rows[0]!);
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe by the e-mail hash of the link; repeating it is harmless',
        body: z.object({
          emailHash: emailHashSchema,
          reason: z.enum(['tooMany', 'notRelevant', 'neverSignedUp', 'other']).optional(),
        }),
        response: { 200: z.object({ status: z.literal('unsubscribed') }) },
      },
    },
    async (request) => {
      await guard.limit(`newsletter:unsubscribe:${guard.clientIp(request)}`, 30, 600);
      const row = await findByHash(request.body.emailHash);
      if (row.status !== 'unsubscribed') {
        // The address is kept (marked) so the unsubscribe holds; name and interests are removed.
        await app.db.query(
          `update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now(), unsubscribe_reason = $2,
             confirm_token_hash = null, confirm_expires_at = null, salutation = null, first_name = null, last_name = null, interests = '[]'::jsonb, updated_at = now()
           where id = $1`,
          [row.id, request.body.reason ?? null],
        );
      }
      return { status: 'unsubscribed' as const };
    },
  );
}
