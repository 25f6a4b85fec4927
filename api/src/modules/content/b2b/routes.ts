import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { COUNTRY_CODES, countries } from 'config';
import { B2B_DEVICE_COUNTS, DEVICE_CATEGORY_KEYS, FORM_LIMITS } from 'config/content';
import { forbidden } from '../../../lib/api-error';
import { mailDomainOf } from '../../../plugins/mail';
import { createFormGuard, newReference, singleLine } from '../lib/form-guard';
import { MAIL_TEXTS, languageOf } from '../lib/mail-texts';

const requiredText = (max: number) =>
  singleLine(z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long'));

export const b2bEnquirySchema = z.object({
  country: z.enum(COUNTRY_CODES, { error: 'invalid_country' }),
  company: requiredText(FORM_LIMITS.companyMax),
  contactName: requiredText(FORM_LIMITS.nameMax),
  email: requiredText(FORM_LIMITS.emailMax).pipe(z.email({ error: 'invalid_email' })),
  phone: z
    .string()
    .trim()
    .max(FORM_LIMITS.phoneMax, 'too_long')
    .regex(/^$|^\+?[0-9 ()/-]{6,}$/, 'invalid_phone')
    .optional(),
  deviceCount: z.enum(B2B_DEVICE_COUNTS, { error: 'required' }),
  deviceTypes: z
    .array(z.enum(DEVICE_CATEGORY_KEYS), { error: 'required' })
    .min(1, 'required')
    .max(DEVICE_CATEGORY_KEYS.length),
  message: z.string().trim().max(FORM_LIMITS.messageMax, 'too_long').optional(),
  website: z.string().max(500).optional(),
  formToken: z.string({ error: 'form_expired' }).min(10, 'form_expired').max(64, 'form_expired'),
});

/** Enquiries from the B2B landing page (countries with the B2B flag), mailed to the business team. */
export default async function b2bRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = createFormGuard(app);

  api.post(
    '/api/b2b/enquiries',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a business enquiry (countries with a B2B offer)',
        body: b2bEnquirySchema,
        response: { 202: z.object({ reference: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const config = countries[body.country];
      if (!config.b2b) throw forbidden(`no business offer in ${body.country}`, 'b2b_unavailable');
      if (body.website) {
        request.log.warn({ form: 'b2b' }, 'honeypot filled, enquiry dropped');
        return reply.status(202).send({ reference: null });
      }
      await guard.checkToken('b2b', body.formToken);
      await guard.limit(`b2b:ip:${guard.clientIp(request)}`, 5, 600);
      const reference = newReference('B');
      const deviceTypes = [...new Set(body.deviceTypes)];
      const domain = mailDomainOf(config.contact.sender);
      const lang = languageOf(body.country);
      const confirmation = MAIL_TEXTS[lang].b2bConfirmation(reference);
      // The enquiry and its two mails are stored together; the mails leave through the outbox.
      const mailIds = await app.db.transaction(async (tx) => {
        await tx.query(
          `insert into b2b_enquiries (reference, country, company, contact_name, email, phone, device_count, device_types, message, client_ip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            reference,
            body.country,
            body.company,
            body.contactName,
            body.email,
            body.phone || null,
            body.deviceCount,
            JSON.stringify(deviceTypes),
            body.message || null,
            guard.clientIp(request),
          ],
        );
        return Promise.all([
          app.mailOutbox.queueMessage(
            tx,
            {
              kind: 'b2b-enquiry',
              messageId: `<b2b-${reference}.enquiry@${domain}>`,
              from: config.contact.sender,
              to: config.businessEmail,
              replyTo: body.email,
              subject: `[${reference}] B2B: ${body.company} (${body.deviceCount})`,
              text: [
                `Referenz: ${reference}`,
                `Firma: ${body.company}`,
                `Ansprechperson: ${body.contactName}`,
                `E-Mail: ${body.email}`,
                `Telefon: ${body.phone || '–'}`,
                `Geräteanzahl: ${body.deviceCount}`,
                `Gerätearten: ${deviceTypes.join(', ')}`,
                '',
                '––– Nachricht –––',
                body.message || '–',
              ].join('\n'),
            },
            `b2b:${reference}`,
          ),
          app.mailOutbox.queueMessage(
            tx,
            {
              kind: 'b2b-confirmation',
              messageId: `<b2b-${reference}.confirmation@${domain}>`,
              from: config.contact.sender,
              to: body.email,
              subject: confirmation.subject,
              text: `${confirmation.text}\n\n${MAIL_TEXTS[lang].signature}`,
            },
            `b2b:${reference}`,
          ),
        ]);
      });
      for (const id of mailIds) await app.mailOutbox.deliver(id);
      return reply.status(202).send({ reference });
    },
  );
}
