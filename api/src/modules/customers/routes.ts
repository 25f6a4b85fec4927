import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import type { CountryCode } from 'config';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, notFound } from '../../lib/api-error';
import { createPayoutCipher } from '../../lib/payout-crypto';
import {
  changePerson,
  createActiveCustomerData,
  deleteCustomer,
  findCustomerNumber,
  insertPhoneContact,
  listAddresses,
  listPeople,
  listPhoneContacts,
  loadCustomer,
  loadUserName,
  saveAddress,
  updatePhoneContact,
} from './customers-repository';
import { addressInput, normalizePhone } from './fields';
import { listBankAccounts, listPaymentAccounts, listPaypalAccounts } from './payout-accounts-repository';
import { iri } from './iri';
import { checkCustomerIri, fieldErrors, myCustomerId, notFoundIfEmpty, targetId } from './request-targets';
import {
  addressBody,
  addressSchema,
  bankAccountSchema,
  collectionOf,
  customerSchema,
  deletedSchema,
  errors,
  guestAccountNumberSchema,
  idParams,
  newPhoneContactBody,
  paymentAccountSchema,
  paypalAccountSchema,
  personBody,
  personSchema,
  phoneContactBody,
  phoneContactSchema,
} from './schemas';

/** The customer, read-only views of each resource, and changes to address, phone and person. */
export default async function customerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cipher = createPayoutCipher(app.env);
  const auth = { preValidation: app.requireCustomer };
  const security = [{ bearer: [] }];

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
          response: { 200: deletedSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        if (withId && targetId('customers', (request.params as { id: string }).id, {}) !== customerId)
          throw notFound('no such customer', 'customer_not_found');
        if (!(await deleteCustomer(app.db, customerId, request.customer!.userId)))
          throw notFound('no such customer', 'customer_not_found');
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

  api.post(
    '/api/customers/guest_account_number',
    {
      ...auth,
      schema: {
        tags: ['customers'],
        summary: 'The customer number of the logged-in user; a user without customer data gets it (and the data) now',
        security,
        response: { 200: guestAccountNumberSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.customer!;
      if (me.customerId && me.customerNumber)
        return { customerNumber: me.customerNumber, customer: iri('customers', me.customerId) };
      const user = (await loadUserName(app.db, me.userId))!;
      try {
        const created = await createActiveCustomerData(app.db, cipher, {
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
        return { customerNumber: created.customerNumber, customer: iri('customers', created.customerId) };
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        // Created by a concurrent request: answer that one.
        const again = (await findCustomerNumber(app.db, me.userId))!;
        return { customerNumber: again.customer_number, customer: iri('customers', again.id) };
      }
    },
  );

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
        await saveAddress(app.db, customerId, merged.data, id);
        return (await listAddresses(app.db, customerId, id))[0]!;
      },
    );
  }

  /** A phone number in E.164, read with the address country (else the language's) as default. */
  async function normalized(phone: string, customerId: string, locale: string): Promise<string> {
    const address = (await listAddresses(app.db, customerId))[0];
    const country = (address ? address.country : locale === 'de-AT' ? 'at' : locale.slice(0, 2)) as CountryCode;
    const value = normalizePhone(phone, country);
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
        body: newPhoneContactBody,
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
        await insertPhoneContact(app.db, customerId, id, phone);
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
          body: phoneContactBody,
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
        await updatePhoneContact(app.db, customerId, id, phone);
        return (await listPhoneContacts(app.db, customerId, id))[0]!;
      },
    );
  }

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
          body: personBody,
          response: { 200: personSchema, ...errors },
        },
      },
      async (request) => {
        const customerId = myCustomerId(request);
        checkCustomerIri(request, request.body.customerIri);
        const id = targetId('people', (request.params as { id?: string }).id, { peopleIri: request.body.peopleIri });
        const current = notFoundIfEmpty(await listPeople(app.db, customerId, id), 'person');
        const p = request.body.address;
        await changePerson(app.db, request.customer!.userId, customerId, id, {
          salutation: p.salutation === undefined ? current.salutation : p.salutation,
          firstName: p.firstName ?? current.firstName,
          lastName: p.lastName ?? current.lastName,
          birthdate: p.birthdate === undefined ? current.birthdate : p.birthdate,
        });
        return (await listPeople(app.db, customerId, id))[0]!;
      },
    );
  }
}
