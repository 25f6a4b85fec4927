import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Agent, request } from 'undici';

export interface Answer<T = Record<string, unknown>> {
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  json: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
  requestId: string;
}

/**
 * A customer's connection to the shop (keep-alive, as a browser's), on the German shop's host,
 * from a loopback address of its own: the shop's per-address limits (offers a minute) count each
 * customer apart, as they would for customers on the internet behind the balancer.
 */
export class Customer {
  private readonly agent: Agent;
  /** Answers that were not final (no answer, 502, 503) and were sent again. */
  retried = 0;

  constructor(
    private readonly origin: string,
    address = '127.0.0.1',
  ) {
    this.agent = new Agent({ keepAliveTimeout: 10_000, localAddress: address });
  }

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    try {
      const res = await request(`${this.origin}${pathname}`, {
        method,
        dispatcher: this.agent,
        headers: {
          host: 'de.localhost',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      const text = await res.body.text();
      let json: unknown = {};
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        json = {};
      }
      const requestId = String(res.headers['x-request-id'] ?? '');
      return { status: res.statusCode, json: json as T, text, headers: res.headers, requestId };
    } catch {
      return { status: 0, json: {} as T, text: '', headers: {}, requestId: '' };
    }
  }

  /**
   * Sends a request again while it got no final answer (none, 502, 503), as the shop's browser
   * client does: a trade with the same Idempotency-Key, so that repeating it can never make two.
   */
  async untilAnswered<T = Record<string, unknown>>(
    send: () => Promise<Answer<T>>,
    deadline = Date.now() + 60_000,
  ): Promise<Answer<T>> {
    for (;;) {
      const answer = await send();
      if (![0, 502, 503].includes(answer.status) || Date.now() > deadline) return answer;
      this.retried++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

export interface SellableDevice {
  id: string;
  answers: Record<string, string>;
}

interface Hit {
  id?: string;
  url?: string;
  questions?: { code: string; answers: { code: string }[] }[];
}

/** A device found as a customer finds it: a search, then its product page's questions. */
export async function findDevice(customer: Customer): Promise<SellableDevice> {
  const found = await customer.call<{ hits?: Hit[] }>('POST', '/api/trade/searches', {
    search: 'iphone',
    application: 'devices_de',
    resultSize: 5,
  });
  const hit = found.json.hits?.find((h) => h.id && h.url);
  if (found.status !== 200 || !hit) throw new Error(`no device to sell: the search answered ${found.status}`);
  const detail = await customer.call<{ hits?: Hit[] }>('POST', '/api/trade/searches', {
    search: { type: 'deviceByUrl', url: hit.url },
    application: 'devices_de',
    resultSize: 1,
  });
  const questions = detail.json.hits?.[0]?.questions ?? [];
  return { id: hit.id!, answers: Object.fromEntries(questions.map((q) => [q.code, q.answers[0]!.code])) };
}

/** The checkout's body for one offer: a German address, payout by bank transfer. */
export function tradeBody(offer: { id: string; price: number }, n: number) {
  return {
    items: [{ offerId: offer.id, quantity: 1 }],
    voucherCode: null,
    expectedTotal: offer.price,
    b2b: false,
    customer: {
      salutation: 'none',
      firstName: 'Topologie',
      lastName: `Kunde ${n}`,
      email: `topology-${n}@example.com`,
      phone: '030 901820',
      company: null,
      vatId: null,
    },
    address: {
      street: 'Teststraße',
      houseNumber: String(n + 1),
      addressExtra: null,
      postalCode: '10115',
      city: 'Berlin',
    },
    payout: { method: 'DirectDebitSwift', accountHolder: 'Topologie Kunde', iban: 'DE89370400440532013000' },
    paymentTypeCode: '13',
    termsAccepted: true,
    adultConfirmed: true,
    clientId: null,
  };
}

export interface Sale {
  key: string;
  /** The trade's request body, sent with `key`. */
  body: ReturnType<typeof tradeBody>;
  offer: Answer<{ id: string; price: number }>;
  trade: Answer<{ tradeNumber?: string; accessToken?: string }>;
}

/** One sale: an offer, then the trade with an Idempotency-Key; each sent again until answered. */
export async function sell(
  customer: Customer,
  device: SellableDevice,
  n: number,
  key: string = randomUUID(),
): Promise<Sale> {
  const offer = await customer.untilAnswered(() =>
    customer.call<{ id: string; price: number }>('POST', '/api/trade/offers', {
      deviceId: device.id,
      country: 'de',
      answers: device.answers,
    }),
  );
  if (offer.status !== 201) throw new Error(`offer: ${offer.status} ${offer.text}`);
  const body = tradeBody(offer.json, n);
  const trade = await customer.untilAnswered(() =>
    customer.call<{ tradeNumber?: string; accessToken?: string }>('POST', '/api/trades', body, {
      'idempotency-key': key,
    }),
  );
  return { key, body, offer, trade };
}

/** The link of the newest mail to `to` whose text contains `marker` (mails are .eml files in `dir`). */
export async function linkInMail(dir: string, to: string, marker: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // not written yet
    }
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(to)) continue;
      const link = raw.match(new RegExp(`https?://[^\\s"<>]*${marker}[^\\s"<>]*`))?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A request whose headers and first half of its body go out now and the rest when `finish()` is
 * called: a request under way for as long as the test wants (a slow client's upload). Its own
 * connection, no keep-alive.
 */
export class RequestUnderWay {
  private readonly req: http.ClientRequest;
  private readonly answer: Promise<Answer>;
  private readonly rest: Buffer;

  constructor(origin: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
    const bytes = Buffer.from(JSON.stringify(body));
    const half = Math.floor(bytes.length / 2);
    this.rest = bytes.subarray(half);
    const url = new URL(pathname, origin);
    this.req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        host: 'de.localhost',
        'content-type': 'application/json',
        'content-length': String(bytes.length),
        ...headers,
      },
    });
    this.answer = new Promise((resolve) => {
      this.req.once('error', () => resolve({ status: 0, json: {}, text: '', headers: {}, requestId: '' }));
      this.req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            json,
            text,
            headers: res.headers,
            requestId: String(res.headers['x-request-id'] ?? ''),
          });
        });
      });
    });
    this.req.write(bytes.subarray(0, half));
  }

  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<Answer> {
    this.req.end(this.rest);
    return this.answer;
  }
}

/** Whether a new connection to `origin` is refused (the server stopped listening). */
export function refusesConnections(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(new URL('/health', origin), { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(false);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
