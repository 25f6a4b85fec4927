import type { TestApp } from '../testing/test-app';

/**
 * What a client would send to bend a link, a limit or a record: every proxy header, each naming another
 * address, scheme or host. Sent on top of a request's own headers.
 */
export const FORGED_PROXY_HEADERS: Record<string, string> = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-proto': 'https://evil.example/steal?x=',
  'x-forwarded-host': 'de.localhost:8080@evil.example',
  'x-forwarded-port': '443',
  forwarded: 'for=6.6.6.6;proto=https;host=evil.example',
  'x-real-ip': '6.6.6.6',
  'x-client-ip': '6.6.6.6',
};

/** Every http(s) URL in a text. */
export function urlsIn(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((href) => new URL(href));
}

/** The origins of every link in every mail written since `since` files were there; and the mails. */
export function originsOfMailsSince(mails: { text: string }[], since: number): Set<string> {
  return new Set(mails.slice(since).flatMap((m) => urlsIn(m.text).map((u) => u.origin)));
}

/** The test app's configured public origin of a country (PORT 8080, no PUBLIC_ORIGIN). */
export const localOrigin = (country: string) => `http://${country}.localhost:8080`;

/** A client address of its own per call, for tests that must not meet the per-address limits. */
let next = 1;
export function freshAddress(): string {
  next++;
  return `198.18.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}

/** Row count of a table (for "nothing was stored"). */
export async function rowCount(t: TestApp, table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}
