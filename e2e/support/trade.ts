import type { Page } from '@playwright/test';

export interface TradeInput {
  country: 'de' | 'fr';
  /** What the customer types into the search box. */
  deviceName: string;
  postalCode: string;
  city: string;
  iban: string;
  phone: string;
}

/**
 * Sells a device through the shop's API from inside the page, with the logged-in customer's access
 * token from the account store: the catalogue prices an offer, checkout turns it into a trade.
 */
export async function tradeWhileLoggedIn(page: Page, input: TradeInput): Promise<{ status: number; tradeNumber: string | null; body: unknown }> {
  return page.evaluate(async (i) => {
    const raw = window.localStorage.getItem('revalu:account') ?? window.sessionStorage.getItem('revalu:account') ?? '{}';
    const token = (JSON.parse(raw) as { state?: { accessToken?: string } }).state?.accessToken;
    const json = { 'content-type': 'application/json' };
    const searchDevices = async (search: unknown) =>
      (await (await fetch('/api/trade/searches', { method: 'POST', headers: json, body: JSON.stringify({ search, application: `devices_${i.country}`, resultSize: 1 }) })).json()) as {
        hits: { url: string }[];
      };
    // Found the way a customer finds it: by name, then its page (with the condition questions).
    const found = await searchDevices({ type: 'phrase', phrase: i.deviceName });
    const device = (await searchDevices({ type: 'deviceByUrl', url: found.hits[0]!.url })).hits[0] as unknown as { id: string; questions: { code: string; requires: { question: string; answer: string } | null; answers: { code: string }[] }[] };
    const answers: Record<string, string> = {};
    for (const q of device.questions) {
      if (!q.requires || answers[q.requires.question] === q.requires.answer) answers[q.code] = q.answers[0]!.code;
    }
    const offer = await (await fetch('/api/trade/offers', { method: 'POST', headers: json, body: JSON.stringify({ deviceId: device.id, country: i.country, answers }) })).json();
    const res = await fetch('/api/trades', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        items: [{ offerId: offer.id, quantity: 1 }],
        voucherCode: null,
        expectedTotal: offer.price,
        b2b: false,
        customer: { salutation: 'none', firstName: 'Camille', lastName: 'Durand', email: 'camille.trade@example.com', phone: i.phone, company: null, vatId: null },
        address: { street: 'Rue de Rivoli', houseNumber: '8', addressExtra: null, postalCode: i.postalCode, city: i.city },
        payout: { method: 'DirectDebitSwift', accountHolder: 'Camille Durand', iban: i.iban },
        paymentTypeCode: '13',
        termsAccepted: true,
        adultConfirmed: true,
        clientId: null,
      }),
    });
    const body = await res.json();
    return { status: res.status, tradeNumber: (body as { tradeNumber?: string }).tradeNumber ?? null, body };
  }, input);
}
