import { DEVICE_COOKIE, LOGIN_THROTTLE } from '../modules/account/login-throttle';
import { mailsTo, PASSWORD, registerActivateLogin } from '../testing/accounts';
import { linkIn } from '../testing/mailbox';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';
import { freshAddress, rowCount } from './hostile-client';

jest.setTimeout(180_000);

/** Accounts against a stranger: nobody can lock the owner out, end up in a session the owner ended, or wake data up. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Winter2026!Jena';

function login(username: string, password: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    headers: { host: 'de.localhost:8080', ...(cookie ? { cookie } : {}) },
    payload: { username, password },
  });
}

/** The `name=value` of the known-device cookie an answer sets ('' without one: then the next login is a new device). */
function deviceCookie(res: { cookies: { name: string; value: string }[] }): string {
  const found = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  return found ? `${found.name}=${found.value}` : '';
}

describe(`a stranger cannot lock the owner out (${TEST_DB})`, () => {
  it('wrong passwords from many addresses lock only new devices; the owner’s known device and a reset keep working', async () => {
    const email = 'locked-owner@example.com';
    await registerActivateLogin(t, email);
    const home = freshAddress();
    const first = await login(email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const known = deviceCookie(first);

    // The stranger: more wrong passwords than the account lock needs, each from another address.
    const tries = LOGIN_THROTTLE.accountLock.failures + 11;
    for (let i = 0; i < tries; i++) await login(email, `Guess${i}!wrong`, freshAddress());

    // The owner's own browser logs in, from any address...
    const owner = await login(email, PASSWORD, freshAddress(), known);
    expect(owner.statusCode).toBe(200);
    // The browser keeps the mark to itself: not readable by scripts, sent only to the account API of this site.
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/account',
    });

    // ...while a new device hears that the account is locked for new devices...
    const stranger = await login(email, PASSWORD, freshAddress());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('login_locked');
    // ...and a forged device cookie is a new device.
    const forged = await login(email, PASSWORD, freshAddress(), `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.forged`);
    expect(forged.json().code).toBe('login_locked');
    // On a new device the owner resets the password through the mail: that browser is known from then on.
    const laptop = freshAddress();
    await t.app.inject({
      method: 'POST',
      url: '/api/account/forgotPasswordMail',
      remoteAddress: laptop,
      headers: { host: 'de.localhost:8080' },
      payload: { email },
    });
    await t.app.accountMails.drain();
    const token = new URL(linkIn(mailsTo(t, email).at(-1)!, 'token=')).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/resetPassword',
      remoteAddress: laptop,
      headers: { token },
      payload: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await login(email, NEW_PASSWORD, laptop, deviceCookie(reset));
    expect(afterReset.statusCode).toBe(200);
  });

  it('one address guessing one account waits longer after each failure past the fifth', async () => {
    const email = 'slow-guess@example.com';
    await registerActivateLogin(t, email);
    const guesser = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.freeFailuresPerAddressAndAccount; i++)
      expect((await login(email, `Guess${i}!wrong`, guesser)).statusCode).toBe(401);
    const waiting = await login(email, 'Guess!wrong', guesser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('rate_limited');
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(email, 'Guess!wrong2', guesser)).statusCode).toBe(401);
    const longer = await login(email, 'Guess!wrong3', guesser);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    // Another address is not slowed down by this one, and the owner's password works there.
    expect((await login(email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });
});

describe(`a session ended is ended at once (${TEST_DB})`, () => {
  it('a reused (stolen) refresh token revokes the family, and the access token issued with it stops working', async () => {
    const email = 'stolen-refresh@example.com';
    const session = await registerActivateLogin(t, email);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/loginRefresh', headers: { 'refresh-token': token } });
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const second = await refresh(first.json().refresh_token);
    expect(second.statusCode).toBe(200);
    const access = second.json().access_token as string;
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/customers/customers', headers: { authorization: `Bearer ${access}` } });
    expect((await me()).statusCode).toBe(200);

    // The thief presents the first token again: reuse is detected and the family revoked...
    const reused = await refresh(session.refresh_token);
    expect(reused.json().code).toBe('refresh_token_reused');
    // ...and every access token of that session ends with it, not 15 minutes later.
    const after = await me();
    expect([after.statusCode, after.json().code]).toEqual([401, 'token_revoked']);
    // A session of the same customer on another device goes on.
    const other = await login(email, PASSWORD, freshAddress());
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/customers/customers',
      headers: { authorization: `Bearer ${other.json().access_token}` },
    });
    expect(otherMe.statusCode).toBe(200);
  });

  it('logging out on one device ends that session’s access tokens, not the others’', async () => {
    const email = 'logout-one@example.com';
    const a = await registerActivateLogin(t, email);
    const b = (await login(email, PASSWORD, freshAddress())).json();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/account/loginRefresh',
      headers: { 'refresh-token': a.refresh_token },
    });
    const aAccess = refreshed.json().access_token as string;
    // Logging out with the refresh token alone (the access token is with the other tab).
    await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { 'refresh-token': refreshed.json().refresh_token },
    });
    const asA = await t.app.inject({
      method: 'GET',
      url: '/api/customers/customers',
      headers: { authorization: `Bearer ${aAccess}` },
    });
    expect(asA.statusCode).toBe(401);
    const asB = await t.app.inject({
      method: 'GET',
      url: '/api/customers/customers',
      headers: { authorization: `Bearer ${b.access_token}` },
    });
    expect(asB.statusCode).toBe(200);
  });
});

describe(`activateCustomerByIdentifier takes no bare identifier from a stranger (${TEST_DB})`, () => {
  it('answers nothing about a user id, and does not bring deleted customer data back', async () => {
    const email = 'deleted-data@example.com';
    const s = await registerActivateLogin(t, email);
    const userId = s.customer.identifier;
    const del = await t.app.inject({ method: 'DELETE', url: '/api/customers/customers', headers: s.auth });
    expect(del.statusCode).toBeLessThan(300);
    const customersBefore = await rowCount(t, 'customers');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/activateCustomerByIdentifier',
      headers: { identifier: userId },
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().code).toBe('identifier_invalid');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/activateCustomerByIdentifier',
      headers: { identifier: '00000000-0000-4000-8000-000000000000' },
    });
    // A confirmed user and an unknown id answer alike.
    expect(unknown.statusCode).toBe(anonymous.statusCode);
    const { requestId: _a, ...unknownBody } = unknown.json();
    const { requestId: _b, ...anonymousBody } = anonymous.json();
    expect(unknownBody).toEqual(anonymousBody);
    expect(await rowCount(t, 'customers')).toBe(customersBefore);

    // The owner, logged in, may name their own id.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/activateCustomerByIdentifier',
      headers: { identifier: userId, ...s.auth },
    });
    expect(own.json()).toEqual({ activated: true });
  });
});
