import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from 'config';
import { accountLink, linkBase } from '../account/account-mails';
import { conflict } from '../../lib/api-error';
import { createPayoutCipher } from '../../lib/payout-crypto';
import { loadUserName } from './customers-repository';
import { idFromIri } from './iri';
import {
  changeBankAccount,
  changePaypalAccount,
  insertPaymentAccount,
  listBankAccounts,
  listPaymentAccounts,
  listPaypalAccounts,
} from './payout-accounts-repository';
import { checkCustomerIri, myCustomerId, notFoundIfEmpty, targetId } from './request-targets';
import {
  bankAccountBody,
  bankAccountSchema,
  createdPaymentAccountSchema,
  errors,
  idParams,
  paymentAccountBody,
  paypalAccountBody,
  paypalAccountSchema,
} from './schemas';

/** The customer's payout accounts: bank and PayPal accounts, changed or added. */
export default async function payoutRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cipher = createPayoutCipher(app.env);
  const auth = { preValidation: app.requireCustomer };
  const security = [{ bearer: [] }];

  /**
   * Tells the customer by mail that the payout account changed: whoever took over a session could
   * otherwise redirect the money unnoticed.
   */
  async function notifyPayoutChanged(
    request: FastifyRequest,
    payout: { iban: string; accountHolder: string } | { paypal: string },
  ) {
    const me = request.customer!;
    const user = await loadUserName(app.db, me.userId);
    const locale = me.locale as Locale;
    const detail =
      'iban' in payout
        ? `IBAN ${payout.iban.slice(0, 4)} •••• ${payout.iban.slice(-4)} (${payout.accountHolder})`
        : `PayPal ${payout.paypal}`;
    app.accountMails.sendLater({
      kind: 'payoutChanged',
      to: me.email,
      locale,
      name: user?.first_name ?? '',
      detail,
      link: accountLink(linkBase(app, request, locale), 'accountPasswordForgot'),
    });
  }

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
          body: bankAccountBody,
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
        await changeBankAccount(app.db, cipher, customerId, id, {
          accountHolder: p.accountHolder ?? current.accountHolder,
          iban: p.iban ?? current.iban,
          bic: p.bic === undefined ? current.bic : p.bic,
        });
        const updated = (await listBankAccounts(app.db, cipher, customerId, id))[0]!;
        if (updated.iban !== current.iban || updated.accountHolder !== current.accountHolder) {
          await notifyPayoutChanged(request, { iban: updated.iban, accountHolder: updated.accountHolder });
        }
        return updated;
      },
    );
  }

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
          body: paypalAccountBody,
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
        await changePaypalAccount(app.db, customerId, id, request.body.paypalAccount.email);
        if (previous.email !== request.body.paypalAccount.email)
          await notifyPayoutChanged(request, { paypal: request.body.paypalAccount.email });
        return (await listPaypalAccounts(app.db, customerId, id))[0]!;
      },
    );
  }

  api.post(
    '/api/customers/customer_payment_accounts',
    {
      ...auth,
      schema: {
        tags: ['customers'],
        summary: 'Adds a payout account: a bank account or a PayPal account (paymentType INVOICE, isPrimary false)',
        security,
        body: paymentAccountBody,
        response: { 201: createdPaymentAccountSchema, ...errors },
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
}
