import path from 'node:path';
import type { TestApp } from './test-app';
import { linkIn, readMailbox } from './mailbox';

/** A valid registration payload (spec section 3); override what a test is about. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    enabled: true,
    firstName: 'Anna',
    lastName: 'Müller',
    username: email,
    email,
    credentials: [{ type: 'password', value: 'Sommer2024!Kiel', temporary: false }],
    requiredActions: ['VERIFY_EMAIL'],
    groups: ['customers'],
    attributes: { locale: ['de-DE'] },
    Address: {
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Müller',
      street: 'Hauptstraße',
      houseNumber: '5a',
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    },
    Payment: {
      type: 'bank',
      bankAccount: { accountHolder: 'Anna Müller', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
    },
    ...overrides,
  };
}

export const PASSWORD = 'Sommer2024!Kiel';

export function mails(t: TestApp) {
  return readMailbox(path.join(t.dir, 'mail'));
}

export function mailsTo(t: TestApp, email: string) {
  return mails(t).filter((m) => m.to.includes(email));
}

/** Registers, follows the activation link of the mail and logs in; returns the tokens and ids. */
export async function registerActivateLogin(t: TestApp, email: string, overrides: Record<string, unknown> = {}) {
  // Each test customer comes from its own address, so the per-address limits of registration do not add up across a test file.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    remoteAddress,
    headers: { host: 'de.localhost:8080' },
    payload: registration(email, overrides),
  });
  if (reg.statusCode !== 202) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await t.app.accountMails.drain();
  const mail = mailsTo(t, email).at(-1)!;
  const token = new URL(linkIn(mail, 'activation=')).searchParams.get('activation')!;
  const act = await t.app.inject({
    method: 'POST',
    url: '/api/account/activateRegistration',
    remoteAddress,
    headers: { token },
  });
  if (act.statusCode !== 200) throw new Error(`activate: ${act.statusCode} ${act.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    payload: { username: email, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const tokens = login.json() as { access_token: string; refresh_token: string };
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/customers/customers',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const customer = me.json() as { id: string; identifier: string; '@id': string; customerNumber: string };
  return { ...tokens, customer, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
