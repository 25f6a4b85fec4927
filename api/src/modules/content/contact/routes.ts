import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES, SUPPORT_SUBJECTS, countries } from 'config';
import { isValidTradeNumber } from 'config/checkout';
import { FORM_LIMITS, normalizeTradeNumber } from 'config/content';
import { badRequest, forbidden } from '../../../lib/api-error';
import { mailDomainOf } from '../../../plugins/mail';
import { createFormGuard, newReference, singleLine } from '../lib/form-guard';
import { MAIL_TEXTS, SUBJECT_LABELS, languageOf } from '../lib/mail-texts';

/** Field problems are codes (`required`, `invalid_email`, ...); the shop shows them in the customer's language. */
export const contactRequestSchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: 'invalid_country' }),
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'invalid_subject' }),
  name: singleLine(z.string({ error: 'required' }).trim().min(1, 'required').max(FORM_LIMITS.nameMax, 'too_long')),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(FORM_LIMITS.emailMax, 'too_long')
    .pipe(z.email({ error: 'invalid_email' })),
  tradeNumber: z
    .string()
    .trim()
    .transform(normalizeTradeNumber)
    // Ten digits with a Luhn check digit: a typo is caught here, not by a clerk.
    .refine((v) => v === '' || isValidTradeNumber(v), 'invalid_trade_number')
    .optional(),
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(FORM_LIMITS.messageMin, 'too_short')
    .max(FORM_LIMITS.messageMax, 'too_long'),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(500).optional(),
  formToken: z.string({ error: 'form_expired' }).min(10, 'form_expired').max(64, 'form_expired'),
});

/**
 * The contact form: `GET /api/forms/:form/token` hands out a form token, `POST /api/contact` stores
 * the message, mails it to the country's contact recipient (reply-to the customer) and sends the
 * customer a confirmation with a reference.
 */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createFormGuard(app);

  api.get(
    '/api/forms/:form/token',
    {
      schema: {
        tags: ['content'],
        summary: 'A single-use token for a form (contact, b2b); send the form no sooner than minFillSeconds later',
        params: z.object({ form: z.enum(['contact', 'b2b']) }),
        response: { 200: z.object({ token: z.string(), minFillSeconds: z.number() }) },
      },
    },
    async (request, reply) => {
      await guard.limit(`form-token:${guard.clientIp(request)}`, 60, 600);
      void reply.header('Cache-Control', 'no-store');
      return { token: await guard.issueToken(request.params.form), minFillSeconds: FORM_LIMITS.minFillSeconds };
    },
  );

  api.post(
    '/api/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send the contact form; stored and mailed to the country’s customer service',
        body: contactRequestSchema,
        response: { 202: z.object({ reference: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const config = countries[body.country];
      if (!config.supportWidget.subjects.includes(body.subject)) {
        throw badRequest('validation', `subject "${body.subject}" is not offered in ${body.country}`, {
          subject: 'invalid_subject',
        });
      }
      if (body.website) {
        // A bot filled the hidden field: answer like a success, keep and send nothing.
        request.log.warn({ form: 'contact' }, 'honeypot filled, message dropped');
        return reply.status(202).send({ reference: null });
      }
      await guard.checkToken('contact', body.formToken);
      await guard.limit(`contact:ip:${guard.clientIp(request)}`, 8, 600);
      await guard.limit(`contact:email:${body.email.toLowerCase()}`, 4, 600);
      if (!config.contact.recipient) throw forbidden();

      const reference = newReference('K');
      const lang = languageOf(body.country);
      const subjectLabel = SUBJECT_LABELS[lang][body.subject];
      const domain = mailDomainOf(config.contact.sender);
      // The request and its two mails are stored together; the mails leave through the outbox, so a
      // mail server that is away delays them and loses nothing.
      const mailIds = await app.db.transaction(async (tx) => {
        await tx.query(
          `insert into contact_requests (reference, country, locale, subject, name, email, trade_number, message, client_ip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            reference,
            body.country,
            config.icuLocale,
            body.subject,
            body.name,
            body.email,
            body.tradeNumber || null,
            body.message,
            guard.clientIp(request),
          ],
        );
        const confirmation = MAIL_TEXTS[lang].contactConfirmation({ reference, subject: subjectLabel });
        return Promise.all([
          app.mailOutbox.queueMessage(
            tx,
            {
              kind: 'contact-request',
              messageId: `<contact-${reference}.request@${domain}>`,
              from: config.contact.sender,
              to: config.contact.recipient,
              replyTo: body.email,
              subject: `[${reference}] ${subjectLabel}${body.tradeNumber ? ` – ${body.tradeNumber}` : ''}`,
              text: [
                `Referenz / reference: ${reference}`,
                `Land / country: ${body.country}`,
                `Betreff / subject: ${subjectLabel} (${body.subject})`,
                `Name: ${body.name}`,
                `E-Mail: ${body.email}`,
                `Auftrag / trade: ${body.tradeNumber || '–'}`,
                '',
                '––– Nachricht / message –––',
                body.message,
              ].join('\n'),
            },
            `contact:${reference}`,
          ),
          app.mailOutbox.queueMessage(
            tx,
            {
              kind: 'contact-confirmation',
              messageId: `<contact-${reference}.confirmation@${domain}>`,
              from: config.contact.sender,
              to: body.email,
              subject: confirmation.subject,
              text: `${confirmation.text}\n\n${MAIL_TEXTS[lang].signature}`,
            },
            `contact:${reference}`,
          ),
        ]);
      });
      for (const id of mailIds) await app.mailOutbox.deliver(id);
      return reply.status(202).send({ reference });
    },
  );
}
