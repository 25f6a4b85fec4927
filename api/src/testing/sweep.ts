import { registerActivateLogin } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/** A seeded pseudo-random sequence in [0, 1): a sweep's requests can be sent again from its seed. */
export function prng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

export const ADMIN_AUTH = 'Bearer test-admin-token-0123456789';

/**
 * A test file's app for a sweep over every route, and a logged-in customer's Authorization header
 * (so the sweep gets past the door of the customer routes); made before the file's tests, closed after.
 */
export function sweepApp(email: string): { readonly t: TestApp; readonly customerAuth: string } {
  const state = {} as { t: TestApp; customerAuth: string };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.customerAuth = (await registerActivateLogin(state.t, email)).auth.authorization;
  });
  afterAll(() => state.t.close());
  return state;
}
