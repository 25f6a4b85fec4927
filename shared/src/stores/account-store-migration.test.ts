import type { CustomerData } from './account-schemas';
import type * as AccountStoreModule from './account-store';

// The store reads browser storage when its module loads: each test puts what an older shop left
// there, then loads a fresh copy of the module.

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const exp = Math.floor(Date.now() / 1000) + 900;
const accessToken = `${b64({ alg: 'HS256', typ: 'access+jwt' })}.${b64({ exp, customerId: 'c1', customerNumber: 'RV10000042' })}.signature`;

const customer: CustomerData = {
  '@id': '/api/customers/customers/c1',
  id: 'c1',
  customerNumber: 'RV10000042',
  identifier: 'u1',
  email: 'anna@example.com',
  locale: 'de-DE',
  payoutMethod: 'bank',
  person: {
    '@id': '/api/customers/people/p1',
    id: 'p1',
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Müller',
    birthdate: '1980-02-03',
  },
  addresses: [
    {
      '@id': '/a/1',
      id: 'a1',
      salutation: 'ms',
      firstName: 'Anna',
      lastName: 'Müller',
      street: 'Hauptstraße',
      houseNumber: '5',
      addition: null,
      zip: '10115',
      city: 'Berlin',
      country: 'de',
    },
  ],
  phoneContacts: [],
  bankAccounts: [{ '@id': '/b/1', id: 'b1', accountHolder: 'Anna Müller', iban: 'DE89370400440532013000', bic: null }],
  paypalAccounts: [{ '@id': '/pp/1', id: 'pp1', email: 'anna.pay@example.com' }],
  paymentAccounts: [],
};

const session = {
  isLoggedIn: true,
  email: 'anna@example.com',
  accessToken,
  refreshToken: 'refresh-1',
  customerId: 'c1',
  customerNumber: 'RV10000042',
  tokenExpiry: exp,
};

async function loadStore() {
  let store!: typeof AccountStoreModule;
  await jest.isolateModulesAsync(async () => {
    store = await import('./account-store');
  });
  await store.useAccountStore.persist.rehydrate();
  return store.useAccountStore;
}

const SECRETS = [
  'DE89370400440532013000',
  'anna.pay@example.com',
  'Anna Müller',
  'Hauptstraße',
  '1980-02-03',
  'customerData',
];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('account store: stored state of schema version 1', () => {
  it.each([
    ['local', true],
    ['session', false],
  ] as const)(
    'keeps the session and drops the customer data from %sStorage at the first load',
    async (kind, rememberMe) => {
      const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
      storage.setItem(
        'revalu:account',
        JSON.stringify({ state: { ...session, rememberMe, customerData: customer }, version: 1 }),
      );

      const useAccountStore = await loadStore();

      expect(useAccountStore.getState()).toMatchObject({
        isLoggedIn: true,
        refreshToken: 'refresh-1',
        customerNumber: 'RV10000042',
        email: 'anna@example.com',
        rememberMe,
        customerData: null,
      });
      const raw = storage.getItem('revalu:account')!;
      expect(JSON.parse(raw)).toMatchObject({
        version: 2,
        state: { isLoggedIn: true, refreshToken: 'refresh-1', customerNumber: 'RV10000042', rememberMe },
      });
      for (const secret of SECRETS) expect(raw).not.toContain(secret);
      expect((kind === 'local' ? window.sessionStorage : window.localStorage).getItem('revalu:account')).toBeNull();
    },
  );

  it('does not take customer data over from a current-version state someone wrote into storage', async () => {
    window.localStorage.setItem(
      'revalu:account',
      JSON.stringify({
        state: { ...session, rememberMe: true, customerData: customer, tokenExpiry: 'soon' },
        version: 2,
      }),
    );

    const useAccountStore = await loadStore();

    expect(useAccountStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshToken: 'refresh-1',
      customerData: null,
      tokenExpiry: 0,
    });
    useAccountStore.setState({ email: 'anna@example.com' });
    const raw = window.localStorage.getItem('revalu:account')!;
    for (const secret of SECRETS) expect(raw).not.toContain(secret);
  });
});
