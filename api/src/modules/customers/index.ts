import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { CountryCode, Locale } from 'config';
import type { Queryable } from '../../db/db';
import { accountLink, linkBase } from '../account/account-mails';
import { badRequest, conflict, notFound, type ApiError } from '../../lib/api-error';
import { createPayoutCipher } from '../../lib/payout-crypto';
import {
  addressInput,
  addressPatch,
  bankAccountInput,
  bicField,
  birthdateField,
  emailField,
  ibanField,
  nameField,
  normalizePhone,
  paypalAccountInput,
  phoneField,
  salutationField,
} from './fields';
import { idFromIri, iri, isUuid, type CustomerResource as ResourceName } from './iri';
import {
  activateCustomerData,
  createCustomerData,
  insertPaymentAccount,
  listAddresses,
  listBankAccounts,
  listPaymentAccounts,
  listPaypalAccounts,
  listPeople,
  listPhoneContacts,
  loadCustomer,
  updateBankAccount,
} from './repository';
import tradeHistoryRoutes from './trade-history';
import {
  customerSchema,
  collectionOf,
  addressSchema,
  bankAccountSchema,
  paypalAccountSchema,
  paymentAccountSchema,
  personSchema,
  phoneContactSchema,
} from './resources';

const errorBody = z
  .object({
    statusCode: z.number(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: z.string() });
const iriField = z.string().max(300).optional();

/** The caller's customer id; 404 when the user has no customer data (deleted on its own). */
function myCustomerId(request: FastifyRequest): string {
  const id = request.customer?.customerId;
  if (!id) throw notFound('the logged-in user has no customer data', 'customer_not_found');
  return id;
}

/**
 * The id a request names, by path (`/addresses/<id>`) or by IRI in the body. An IRI that is not
 * one of this resource is a 400 naming the field; whether the id belongs to the caller is checked
 * by the query that reads or writes it (another customer's resource is simply not found).
 */
function targetId(
  resource: ResourceName,
  pathId: string | undefined,
  iris: Record<string, string | undefined>,
): string {
  if (pathId !== undefined) {
    if (!isUuid(pathId.toLowerCase())) throw notFound(`no such ${resource}`);
    return pathId.toLowerCase();
  }
  for (const [field, value] of Object.entries(iris)) {
    if (value === undefined) continue;
    const id = idFromIri(value, resource);
    if (!id)
      throw badRequest('validation', `invalid body: ${field}: not an IRI of ${resource}`, { [field]: 'iri_invalid' });
    return id;
  }
  const field = Object.keys(iris)[0]!;
  throw badRequest('validation', `invalid body: ${field}: required`, { [field]: 'required' });
}

/** A customer IRI in the body must be the caller's own. */
function checkCustomerIri(request: FastifyRequest, value: string | undefined, field = 'customerIri'): void {
  if (value === undefined) return;
  const id = idFromIri(value, 'customers');
  if (!id) throw badRequest('validation', `invalid body: ${field}: not a customer IRI`, { [field]: 'iri_invalid' });
  if (id !== request.customer?.customerId) throw notFound('no such customer', 'customer_not_found');
}

function notFoundIfEmpty<T>(items: T[], resource: string): T {
  if (!items[0]) throw notFound(`no such ${resource}`);
  return items[0];
}

/**
 * The customers API (spec section 7): the logged-in customer's own data, as resources with IRIs.
 * Every route needs the bearer token, and every query filters by the caller's customer id, so a
 * customer never reads or changes another's data, by id or by IRI (it is "not found").
 */
export default async function customersModule(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cipher = createPayoutCipher(app.env);

  /**
   * Tells the customer by mail that the payout account changed: whoever took over a session could
   * otherwise redirect the money unnoticed.
   */
  async function notifyPayoutChanged(
    request: FastifyRequest,
    payout: { iban: string; accountHolder: string } | { paypal: string },
  ) {
    const me = request.customer!;
    const { rows } = await app.db.query<{ first_name: string }>('select first_name from account_users where id = $1', [
      me.userId,
    ]);
    const locale = me.locale as Locale;
    const detail =
      'iban' in payout
        ? `IBAN ${payout.iban.slice(0, 4)} •••• ${payout.iban.slice(-4)} (${payout.accountHolder})`
        : `PayPal ${payout.paypal}`;
    app.accountMails.sendLater({
      kind: 'payoutChanged',
      to: me.email,
      locale,
      name: rows[0]?.first_name ?? '',
      detail,
      link: accountLink(linkBase(app, request, locale), 'accountPasswordForgot'),
    });
  }
  const auth = { preValidation: app.requireCustomer };
  const security = [{ bearer: [] }];

  await app.register(tradeHistoryRoutes);

  // customers
  for (const url of ['/api/customers/customers', '/api/customers/customers/:id'] as const) {
    const withId = url.endsWith(':id');
    api.get(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: 'The logged-in customer with person, address, phone and payout accounts',
          security,
          ...(withId ? { params: idParams } : {}),
          response: { 200: customerSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        if (withId && targetId('customers', (request.params as { id: string }).id, {}) !== customerId)
          throw notFound('no such customer', 'customer_not_found');
        const customer = await loadCustomer(app.db, cipher, customerId);
        if (!customer) throw notFound('no such customer', 'customer_not_found');
        return customer;
      },
    );
    api.delete(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary:
            'Deletes the customer data (person, address, phone, payout accounts). The login stays; see DELETE /api/account/deleteUser for both.',
          security,
          ...(withId ? { params: idParams } : {}),
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        if (withId && targetId('customers', (request.params as { id: string }).id, {}) !== customerId)
          throw notFound('no such customer', 'customer_not_found');
        const { rowCount } = await app.db.query('delete from customers where id = $1 and user_id = $2', [
          customerId,
          request.customer!.userId,
        ]);
        if (rowCount !== 1) throw notFound('no such customer', 'customer_not_found');
        return { deleted: true as const };
      },
    );
  }

  // Read-only views of each resource, as a collection and by id.
  const readers = [
    ['addresses', listAddresses, addressSchema],
    [
      'bank_accounts',
      (db: Queryable, customerId: string, id?: string) => listBankAccounts(db, cipher, customerId, id),
      bankAccountSchema,
    ],
    ['paypal_accounts', listPaypalAccounts, paypalAccountSchema],
    ['phone_contacts', listPhoneContacts, phoneContactSchema],
    ['people', listPeople, personSchema],
    ['customer_payment_accounts', listPaymentAccounts, paymentAccountSchema],
  ] as const;
  for (const [resource, list, schema] of readers) {
    api.get(
      `/api/customers/${resource}`,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: `The logged-in customer's ${resource}`,
          security,
          response: { 200: collectionOf(schema), ...errors },
        },
      },
      async (request) => {
        const member = (await list(app.db, myCustomerId(request))) as z.infer<typeof schema>[];
        return { member, totalItems: member.length };
      },
    );
    api.get(
      `/api/customers/${resource}/:id`,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: `One of the logged-in customer's ${resource}`,
          security,
          params: idParams,
          response: { 200: schema, ...errors },
        },
      },
      async (request) => {
        const id = targetId(resource, request.params.id, {});
        const found: unknown[] = await list(app.db, myCustomerId(request), id);
        return notFoundIfEmpty(found, resource) as z.infer<typeof schema>;
      },
    );
  }

  // addresses: PATCH
  const addressBody = z.object({
    address: addressPatch.extend({ '@id': iriField }),
    addressIri: iriField,
    customerIri: iriField,
  });
  for (const url of ['/api/customers/addresses', '/api/customers/addresses/:id']) {
    api.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: 'Changes the address (named by path id, addressIri or address["@id"])',
          security,
          ...(url.endsWith(':id') ? { params: idParams } : {}),
          body: addressBody,
          response: { 200: addressSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('addresses', (request.params as { id?: string }).id, {
          addressIri: request.body.addressIri,
          'address.@id': request.body.address['@id'],
        });
        const current = notFoundIfEmpty(await listAddresses(app.db, customerId, id), 'address');
        const { '@id': _ignored, ...patch } = request.body.address;
        const merged = addressInput.safeParse({
          ...current,
          ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
        });
        if (!merged.success) throw fieldErrors(merged.error, 'address');
        const a = merged.data;
        await app.db.query(
          `update customer_addresses set salutation = $3, first_name = $4, last_name = $5, street = $6, house_number = $7, addition = $8,
                  zip = $9, city = $10, country = $11, updated_at = now()
            where id = $1 and customer_id = $2`,
          [
            id,
            customerId,
            a.salutation ?? null,
            a.firstName,
            a.lastName,
            a.street,
            a.houseNumber,
            a.addition || null,
            a.zip,
            a.city,
            a.country,
          ],
        );
        return (await listAddresses(app.db, customerId, id))[0]!;
      },
    );
  }

  // bank_accounts: PATCH
  const bankBody = z.object({
    payment: z.object({
      '@id': iriField,
      accountHolder: bankAccountInput.shape.accountHolder.optional(),
      iban: ibanField.optional(),
      bic: bicField,
    }),
    bankAccountIri: iriField,
    customerIri: iriField,
  });
  for (const url of ['/api/customers/bank_accounts', '/api/customers/bank_accounts/:id']) {
    api.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: 'Changes the bank account (named by path id, bankAccountIri or payment["@id"])',
          security,
          ...(url.endsWith(':id') ? { params: idParams } : {}),
          body: bankBody,
          response: { 200: bankAccountSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('bank_accounts', (request.params as { id?: string }).id, {
          bankAccountIri: request.body.bankAccountIri,
          'payment.@id': request.body.payment['@id'],
        });
        const current = notFoundIfEmpty(await listBankAccounts(app.db, cipher, customerId, id), 'bank account');
        const p = request.body.payment;
        await app.db.transaction(async (tx) => {
          await updateBankAccount(tx, cipher, customerId, id, {
            accountHolder: p.accountHolder ?? current.accountHolder,
            iban: p.iban ?? current.iban,
            bic: p.bic === undefined ? current.bic : p.bic,
          });
          await tx.query(`update customers set payout_method = 'bank', updated_at = now() where id = $1`, [customerId]);
        });
        const updated = (await listBankAccounts(app.db, cipher, customerId, id))[0]!;
        if (updated.iban !== current.iban || updated.accountHolder !== current.accountHolder) {
          await notifyPayoutChanged(request, { iban: updated.iban, accountHolder: updated.accountHolder });
        }
        return updated;
      },
    );
  }

  // paypal_accounts: PATCH
  const paypalBody = z.object({
    paypalAccount: z.object({ '@id': iriField, email: emailField }),
    paypalAccountIri: iriField,
    customerIri: iriField,
  });
  for (const url of ['/api/customers/paypal_accounts', '/api/customers/paypal_accounts/:id']) {
    api.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: 'Changes the PayPal account (named by path id, paypalAccountIri or paypalAccount["@id"])',
          security,
          ...(url.endsWith(':id') ? { params: idParams } : {}),
          body: paypalBody,
          response: { 200: paypalAccountSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('paypal_accounts', (request.params as { id?: string }).id, {
          paypalAccountIri: request.body.paypalAccountIri,
          'paypalAccount.@id': request.body.paypalAccount['@id'],
        });
        const previous = notFoundIfEmpty(await listPaypalAccounts(app.db, customerId, id), 'PayPal account');
        await app.db.transaction(async (tx) => {
          await tx.query(
            'update customer_paypal_accounts set email = $3, updated_at = now() where id = $1 and customer_id = $2',
            [id, customerId, request.body.paypalAccount.email],
          );
          await tx.query(`update customers set payout_method = 'paypal', updated_at = now() where id = $1`, [
            customerId,
          ]);
        });
        if (previous.email !== request.body.paypalAccount.email)
          await notifyPayoutChanged(request, { paypal: request.body.paypalAccount.email });
        return (await listPaypalAccounts(app.db, customerId, id))[0]!;
      },
    );
  }

  // customer_payment_accounts: POST (a bank or PayPal payout account)
  api.post(
    '/api/customers/customer_payment_accounts',
    {
      ...auth,
      schema: {
        tags: ['customers'],
        summary: 'Adds a payout account: a bank account or a PayPal account (paymentType INVOICE, isPrimary false)',
        security,
        body: z
          .object({
            customer: z.string().max(300),
            paymentType: z.literal('INVOICE', { error: 'payment_type_invalid' }).default('INVOICE'),
            isPrimary: z.literal(false, { error: 'is_primary_invalid' }).default(false),
            bankAccount: bankAccountInput.optional(),
            paypalAccount: paypalAccountInput.optional(),
          })
          .superRefine((b, ctx) => {
            if ((b.bankAccount === undefined) === (b.paypalAccount === undefined)) {
              ctx.addIssue({ code: 'custom', message: 'bank_or_paypal_required', path: ['bankAccount'] });
            }
          }),
        response: {
          201: paymentAccountSchema.extend({
            bankAccountResource: bankAccountSchema.nullable(),
            paypalAccountResource: paypalAccountSchema.nullable(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const customerId = myCustomerId(request);
      checkCustomerIri(request, request.body.customer, 'customer');
      const { bankAccount, paypalAccount } = request.body;
      const existing = bankAccount
        ? await listBankAccounts(app.db, cipher, customerId)
        : await listPaypalAccounts(app.db, customerId);
      if (existing[0])
        throw conflict(
          'payment_account_exists',
          `a ${bankAccount ? 'bank' : 'PayPal'} account exists: change it with PATCH`,
          { iri: existing[0]['@id'] },
        );
      let id: string;
      try {
        id = await app.db.transaction((tx) =>
          insertPaymentAccount(
            tx,
            cipher,
            customerId,
            bankAccount ? { bankAccount } : { paypalAccount: paypalAccount! },
          ),
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw conflict('payment_account_exists', 'a payout account of this kind exists: change it with PATCH');
        throw error;
      }
      const account = (await listPaymentAccounts(app.db, customerId, id))[0]!;
      const bank = account.bankAccount
        ? ((await listBankAccounts(app.db, cipher, customerId, idFromIri(account.bankAccount, 'bank_accounts')!))[0] ??
          null)
        : null;
      const paypal = account.paypalAccount
        ? ((await listPaypalAccounts(app.db, customerId, idFromIri(account.paypalAccount, 'paypal_accounts')!))[0] ??
          null)
        : null;
      await notifyPayoutChanged(
        request,
        bank ? { iban: bank.iban, accountHolder: bank.accountHolder } : { paypal: paypal!.email },
      );
      return reply.status(201).send({ ...account, bankAccountResource: bank, paypalAccountResource: paypal });
    },
  );

  // guest_account_number: POST
  api.post(
    '/api/customers/guest_account_number',
    {
      ...auth,
      schema: {
        tags: ['customers'],
        summary: 'The customer number of the logged-in user; a user without customer data gets it (and the data) now',
        security,
        response: { 200: z.object({ customerNumber: z.string(), customer: z.string() }), ...errors },
      },
    },
    async (request) => {
      const me = request.customer!;
      if (me.customerId && me.customerNumber)
        return { customerNumber: me.customerNumber, customer: iri('customers', me.customerId) };
      const { rows } = await app.db.query<{ first_name: string; last_name: string; locale: string }>(
        'select first_name, last_name, locale from account_users where id = $1',
        [me.userId],
      );
      const user = rows[0]!;
      try {
        const created = await app.db.transaction(async (tx) => {
          const c = await createCustomerData(tx, cipher, {
            userId: me.userId,
            email: me.email,
            locale: user.locale,
            salutation: null,
            firstName: user.first_name,
            lastName: user.last_name,
            address: null,
            bankAccount: null,
            paypalAccount: null,
          });
          await activateCustomerData(tx, me.userId);
          return c;
        });
        return { customerNumber: created.customerNumber, customer: iri('customers', created.customerId) };
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        // Created by a concurrent request: answer that one.
        const again = await app.db.query<{ id: string; customer_number: string }>(
          'select id, customer_number from customers where user_id = $1',
          [me.userId],
        );
        return { customerNumber: again.rows[0]!.customer_number, customer: iri('customers', again.rows[0]!.id) };
      }
    },
  );

  // phone_contacts: POST, PATCH
  async function phoneCountry(customerId: string, fallbackLocale: string): Promise<CountryCode> {
    const address = (await listAddresses(app.db, customerId))[0];
    if (address) return address.country as CountryCode;
    return (fallbackLocale === 'de-AT' ? 'at' : fallbackLocale.slice(0, 2)) as CountryCode;
  }
  async function normalized(phone: string, customerId: string, locale: string): Promise<string> {
    const value = normalizePhone(phone, await phoneCountry(customerId, locale));
    if (!value)
      throw badRequest('validation', 'invalid body: phone: not a valid phone number', { phone: 'phone_invalid' });
    return value;
  }
  api.post(
    '/api/customers/phone_contacts',
    {
      ...auth,
      schema: {
        tags: ['customers'],
        summary: 'Adds the phone number (normalized to E.164 with the address country as default)',
        security,
        body: z.object({ phone: phoneField, customerIri: iriField }),
        response: { 201: phoneContactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = myCustomerId(request);
      checkCustomerIri(request, request.body.customerIri);
      const phone = await normalized(request.body.phone, customerId, request.customer!.locale);
      const existing = await listPhoneContacts(app.db, customerId);
      if (existing[0])
        throw conflict('phone_contact_exists', 'a phone number exists: change it with PATCH', {
          iri: existing[0]['@id'],
        });
      const id = randomUUID();
      try {
        await app.db.query('insert into customer_phone_contacts (id, customer_id, phone) values ($1, $2, $3)', [
          id,
          customerId,
          phone,
        ]);
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw conflict('phone_contact_exists', 'a phone number exists: change it with PATCH');
        throw error;
      }
      return reply.status(201).send((await listPhoneContacts(app.db, customerId, id))[0]!);
    },
  );
  for (const url of ['/api/customers/phone_contacts', '/api/customers/phone_contacts/:id']) {
    api.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary: 'Changes the phone number (named by path id or phoneIri)',
          security,
          ...(url.endsWith(':id') ? { params: idParams } : {}),
          body: z.object({ phone: phoneField, phoneIri: iriField, customerIri: iriField }),
          response: { 200: phoneContactSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('phone_contacts', (request.params as { id?: string }).id, {
          phoneIri: request.body.phoneIri,
        });
        notFoundIfEmpty(await listPhoneContacts(app.db, customerId, id), 'phone contact');
        const phone = await normalized(request.body.phone, customerId, request.customer!.locale);
        await app.db.query(
          'update customer_phone_contacts set phone = $3, updated_at = now() where id = $1 and customer_id = $2',
          [id, customerId, phone],
        );
        return (await listPhoneContacts(app.db, customerId, id))[0]!;
      },
    );
  }

  // people: PATCH (name, salutation, birthdate). The spec names the person fields `address`.
  const personFields = z.object({
    salutation: salutationField,
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    birthdate: birthdateField.nullable().optional(),
  });
  for (const url of ['/api/customers/people', '/api/customers/people/:id']) {
    api.patch(
      url,
      {
        ...auth,
        schema: {
          tags: ['customers'],
          summary:
            'Changes the person: name, salutation, birthdate (named by path id or peopleIri; the fields come as `address`, as the spec names them)',
          security,
          ...(url.endsWith(':id') ? { params: idParams } : {}),
          body: z.object({ address: personFields, peopleIri: iriField, customerIri: iriField }),
          response: { 200: personSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('people', (request.params as { id?: string }).id, { peopleIri: request.body.peopleIri });
        const current = notFoundIfEmpty(await listPeople(app.db, customerId, id), 'person');
        const p = request.body.address;
        const next = {
          salutation: p.salutation === undefined ? current.salutation : p.salutation,
          firstName: p.firstName ?? current.firstName,
          lastName: p.lastName ?? current.lastName,
          birthdate: p.birthdate === undefined ? current.birthdate : p.birthdate,
        };
        await app.db.transaction(async (tx) => {
          await tx.query(
            'update customer_people set salutation = $3, first_name = $4, last_name = $5, birthdate = $6, updated_at = now() where id = $1 and customer_id = $2',
            [id, customerId, next.salutation, next.firstName, next.lastName, next.birthdate],
          );
          // The login identity carries the name too (mails greet with it).
          await tx.query('update account_users set first_name = $2, last_name = $3 where id = $1', [
            request.customer!.userId,
            next.firstName,
            next.lastName,
          ]);
        });
        return (await listPeople(app.db, customerId, id))[0]!;
      },
    );
  }
}

/** A zod error of a merged resource, as the 400 the error handler would give for a body. */
function fieldErrors(error: z.ZodError, prefix: string): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return badRequest('validation', `invalid body: ${summary}`, fields);
}
