/**
 * Builders for checkout tests. Offers are written into the `offers` table directly: it is the
 * table the catalogue writes (migration 0100), so a trade test needs no catalogue running.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CountryCode } from 'config';
import type { Queryable } from '../../db/db';
import type { TestApp } from '../../testing/test-app';

export interface OfferSeed {
  country?: CountryCode;
  price?: number;
  /** Seconds from now until the offer expires; negative for an expired offer. */
  validForSeconds?: number;
  deviceName?: string;
  category?: string;
}

export async function insertOffer(db: Queryable, seed: OfferSeed = {}): Promise<string> {
  const id = `of_${randomBytes(10).toString('hex')}`;
  const name = seed.deviceName ?? 'Apple iPhone 13 128 GB';
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db.query(
    `insert into offers (id, device_id, country, price, answers, condition_summary, device_snapshot, valid_until)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [
      id,
      `dev-${slug}`,
      seed.country ?? 'de',
      seed.price ?? 310.5,
      JSON.stringify({ powersOn: 'yes', display: 'flawless', housing: 'light-scratches' }),
      JSON.stringify(['yes', 'flawless', 'light-scratches']),
      JSON.stringify({
        name,
        model: name,
        url: slug,
        category: seed.category ?? 'Smartphones',
        manufacturer: 'Apple',
        image: null,
      }),
      seed.validForSeconds ?? 3600,
    ],
  );
  return id;
}

/** Host header of a country's shop (server-side tests send it instead of resolving *.localhost). */
export function hostOf(country: CountryCode, mode: 'default' | 'b2bwidget' = 'default'): string {
  return mode === 'b2bwidget' ? `b2bwidget.${country}.localhost` : `${country}.localhost`;
}

/** A valid IBAN and a matching postal code, city and phone per country. */
export const SAMPLE: Record<
  CountryCode,
  { iban: string; postalCode: string; city: string; phone: string; vatId: string }
> = {
  de: {
    iban: 'DE89 3704 0044 0532 0130 00',
    postalCode: '10115',
    city: 'Berlin',
    phone: '030 901820',
    vatId: 'DE123456789',
  },
  at: { iban: 'AT61 1904 3002 3457 3201', postalCode: '1010', city: 'Wien', phone: '01 5880', vatId: 'ATU12345678' },
  es: {
    iban: 'ES91 2100 0418 4502 0005 1332',
    postalCode: '28013',
    city: 'Madrid',
    phone: '912 345 678',
    vatId: 'ESB12345678',
  },
  fr: {
    iban: 'FR14 2004 1010 0505 0001 3M02 606',
    postalCode: '75001',
    city: 'Paris',
    phone: '01 42 68 53 00',
    vatId: 'FR40123456789',
  },
  it: {
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    postalCode: '00184',
    city: 'Roma',
    phone: '06 6982',
    vatId: 'IT12345678901',
  },
};

export function tradeBody(
  country: CountryCode,
  items: { offerId: string; quantity: number }[],
  expectedTotal: number,
  overrides: Record<string, unknown> = {},
) {
  const s = SAMPLE[country];
  return {
    items,
    voucherCode: null,
    expectedTotal,
    b2b: false,
    customer: {
      salutation: 'ms',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'Erika.Mustermann@example.com',
      phone: s.phone,
      company: null,
      vatId: null,
    },
    address: { street: 'Hauptstraße', houseNumber: '5a', addressExtra: null, postalCode: s.postalCode, city: s.city },
    payout: { method: 'DirectDebitSwift', accountHolder: 'Erika Mustermann', iban: s.iban },
    paymentTypeCode: '13',
    termsAccepted: true,
    adultConfirmed: true,
    clientId: null,
    ...overrides,
  };
}

export function newKey(): string {
  return randomUUID();
}

/** Waits until the mail folder holds a mail whose text contains `needle`; returns its raw text. */
export async function waitForMail(mailDir: string, needle: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
    } catch {
      // not created yet
    }
    for (const f of files) {
      const raw = readFileSync(path.join(mailDir, f), 'utf8');
      if (raw.includes(needle)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`no mail containing ${needle} in ${mailDir} (${files.length} mails)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function countRows(
  db: Queryable,
  table: 'trades' | 'trade_items' | 'trade_status_history' | 'trade_idempotency_keys',
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

/** POST /api/trades with a new Idempotency-Key, or the one given (null: none). */
export function postTrade(t: TestApp, body: unknown, options: { key?: string | null; host?: string } = {}) {
  const headers: Record<string, string> = { host: options.host ?? hostOf('de') };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey();
  return t.app.inject({ method: 'POST', url: '/api/trades', headers, payload: body as Record<string, unknown> });
}

/** No trade was stored since `before` trades, and no key without its trade. */
export async function expectNothingStored(db: Queryable, before: number) {
  expect(await countRows(db, 'trades')).toBe(before);
  expect(await countRows(db, 'trade_idempotency_keys')).toBe(await countRows(db, 'trades'));
}
