import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { linkIn, waitForMail } from '../support/content-mail';
import { ADMIN_TOKEN, apiUrl, shopUrl } from '../support/env';
import { decideCookies } from '../support/shop';

const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const FLAWLESS_PHONE = {
  powers_on: 'yes',
  activation_lock: 'removed',
  display: 'flawless',
  housing: 'like_new',
  battery: 'yes',
  functions: 'yes',
};

/**
 * A trade as it really comes about: an offer from the catalogue, a trade from checkout, received
 * and inspected by the back office; then the back office opens a clarification on it.
 */
async function clarificationOnNewTrade(request: APIRequestContext, email: string) {
  const offer = await request.post(apiUrl('/api/trade/offers'), {
    data: { deviceId: 'apple-iphone-13-128gb', country: 'de', answers: FLAWLESS_PHONE },
  });
  expect(offer.status()).toBe(201);
  const { id: offerId, price } = (await offer.json()) as { id: string; price: number };
  const trade = await request.post(apiUrl('/api/trades'), {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ offerId, quantity: 1 }],
      voucherCode: null,
      expectedTotal: price,
      b2b: false,
      customer: {
        salutation: 'ms',
        firstName: 'Petra',
        lastName: 'Schmidt',
        email,
        phone: '030 901820',
        company: null,
        vatId: null,
      },
      address: { street: 'Hauptstraße', houseNumber: '5a', addressExtra: null, postalCode: '10115', city: 'Berlin' },
      payout: { method: 'DirectDebitSwift', accountHolder: 'Petra Schmidt', iban: 'DE89 3704 0044 0532 0130 00' },
      paymentTypeCode: '13',
      termsAccepted: true,
      adultConfirmed: true,
      clientId: null,
    },
  });
  expect(trade.status()).toBe(201);
  const { tradeNumber } = (await trade.json()) as { tradeNumber: string };
  for (const step of ['received', 'inspected']) {
    const res = await request.post(apiUrl(`/api/admin/trades/${tradeNumber}/steps`), {
      headers: ADMIN,
      data: { step, status: step },
    });
    expect(res.status()).toBe(201);
  }
  const opened = await request.post(apiUrl('/api/admin/clarifications'), {
    headers: ADMIN,
    data: {
      tradeNumber,
      deadlineDays: 10,
      items: [
        {
          position: 1,
          findings: ['displayCracked'],
          foundNote: 'Riss am oberen Rand',
          deductions: [{ reason: 'displayCracked', amount: 40 }],
        },
      ],
    },
  });
  expect(opened.status()).toBe(201);
  return {
    tradeNumber,
    price,
    clarification: (await opened.json()) as { id: string; newTotal: number; offerId: string },
  };
}

/** Screenshots to look at: the whole page on a desktop, screen by screen on a phone (a full 320 px page is too tall to read). */
async function screenshots(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    if (width > 320) {
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      continue;
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, n = 1; y < height && n <= 4; y += 900, n++) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${n}.png`) });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

test.beforeEach(async ({ context }) => {
  await decideCookies(context);
});

async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('clarifications', () => {
  test('answered through the mailed quick-answer link; the same link again shows the expired page', async ({
    page,
    request,
  }) => {
    const email = `petra.${Date.now()}@example.de`;
    const { tradeNumber, clarification } = await clarificationOnNewTrade(request, email);
    const mail = await waitForMail(email, (m) => m.subject.startsWith(`Rückfrage zu Ihrem Auftrag ${tradeNumber}`));
    const quick = linkIn(mail, /^\/clarificationQuickAnswer\//);
    linkIn(mail, /^\/clarification\//); // the mail carries the page link too

    await page.goto(quick.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Angebot annehmen');
    // The deadline is on the page; opening the link alone changed nothing.
    await expect(page.getByText(/Möglich bis \d\d\.\d\d\.\d\d/)).toBeVisible();
    await screenshots(page, 'quick-answer');
    await expectNoAxeViolations(page);
    expect(
      (
        (await (await request.get(apiUrl(`/api/admin/trades/${tradeNumber}`), { headers: ADMIN })).json()) as {
          status: string;
        }
      ).status,
    ).toBe('clarification');
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      clarification.newTotal,
    );
    await page.getByRole('button', { name: `Ja, ${amount} annehmen` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Angebot angenommen' })).toBeVisible();

    const history = await request.get(apiUrl(`/api/admin/trades/${tradeNumber}`), { headers: ADMIN });
    const steps = ((await history.json()).history as { step: string; status: string }[]).map(
      (h) => `${h.step}:${h.status}`,
    );
    expect(steps).toEqual(
      expect.arrayContaining(['clarification_opened:clarification', 'clarification_accepted:accepted']),
    );

    await page.goto(quick.href);
    await expect(page.locator('[data-error-variant="expired-link"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist nicht mehr gültig');
  });

  test('the clarification page shows both sides and a decline means a free return', async ({ page, request }) => {
    const email = `jan.${Date.now()}@example.de`;
    const { tradeNumber, clarification } = await clarificationOnNewTrade(request, email);
    // The legacy path of the old shop leads to the same page.
    await page.goto(apiUrl(`/browser/clarification/id/${clarification.id}/trade/${tradeNumber}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rückfrage zu Ihrem Auftrag ${tradeNumber}`);
    await expect(page.getByRole('region', { name: 'Ihre Angaben' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unser Befund' })).toContainText('Display gesprungen');
    await expect(page.getByText(/Bitte antworten Sie bis \d\d\.\d\d\.\d\d/)).toBeVisible();
    await page.getByRole('button', { name: 'Ablehnen und Geräte zurückerhalten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Angebot ablehnen?' });
    await dialog.getByRole('button', { name: 'Ja, ablehnen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Angebot abgelehnt' })).toBeVisible();
    const trade = await (await request.get(apiUrl(`/api/admin/trades/${tradeNumber}`), { headers: ADMIN })).json();
    expect(trade.status).toBe('declined');
    await waitForMail(email, (m) => m.subject === `Rücksendung Ihrer Geräte – Auftrag ${tradeNumber}`);
  });

  test('the spec’s other link forms lead to the same pages; the dialog works with the keyboard', async ({
    page,
    request,
  }) => {
    const email = `lea.${Date.now()}@example.de`;
    const { tradeNumber, clarification } = await clarificationOnNewTrade(request, email);
    await page.goto(shopUrl('de.localhost', `/clarification/${clarification.id}:${tradeNumber}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rückfrage zu Ihrem Auftrag ${tradeNumber}`);
    await expect(page.getByRole('region', { name: 'Unser Befund' })).toContainText('Riss am oberen Rand');
    // What the customer declared: the catalogue's question with their answer, in German.
    const declared = page.getByRole('region', { name: 'Ihre Angaben' });
    await expect(declared.getByRole('term').first()).toContainText('?');
    await expect(declared.getByRole('definition')).toContainText(['Ja, es startet und funktioniert']);
    await screenshots(page, 'clarification');
    await expectNoAxeViolations(page);
    // Keyboard only: open the dialog, leave it with Escape, and the focus is back on the button.
    const accept = page.getByRole('button', { name: 'Neues Angebot annehmen' });
    await accept.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Neues Angebot annehmen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ihre Antwort ist verbindlich');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(accept).toBeFocused();
    // Nothing was answered.
    expect(
      (
        (await (await request.get(apiUrl(`/api/admin/trades/${tradeNumber}`), { headers: ADMIN })).json()) as {
          status: string;
        }
      ).status,
    ).toBe('clarification');

    // The quick-answer link of the base form, with the right offer: the quick page; with another offer id: expired.
    await page.goto(
      shopUrl(
        'de.localhost',
        `/clarification/clarificationQuickAnswer/${clarification.id}:${tradeNumber}:${clarification.offerId}`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Angebot annehmen');
    await page.goto(
      shopUrl(
        'de.localhost',
        `/clarification/clarificationQuickAnswer/${clarification.id}:${tradeNumber}:co_anderesAngebot`,
      ),
    );
    await expect(page.locator('[data-error-variant="expired-link"]')).toBeVisible();
    // A wrong trade number leads nowhere either.
    await page.goto(shopUrl('de.localhost', `/clarification/${clarification.id}/1234567897`));
    await expect(page.locator('[data-error-variant="expired-link"]')).toBeVisible();
  });

  test('an answer from a page left open after the link was used elsewhere is refused clearly', async ({
    page,
    request,
  }) => {
    const email = `tom.${Date.now()}@example.de`;
    const { tradeNumber, clarification } = await clarificationOnNewTrade(request, email);
    await page.goto(shopUrl('de.localhost', `/clarification/${clarification.id}/${tradeNumber}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rückfrage zu Ihrem Auftrag ${tradeNumber}`);
    // Meanwhile the customer declined through another device.
    const other = await request.post(apiUrl(`/api/clarifications/${clarification.id}/answer`), {
      data: { trade: tradeNumber, decision: 'decline', offerId: clarification.offerId },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Neues Angebot annehmen' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Ja, .* annehmen$/ })
      .click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Diese Rückfrage ist bereits beantwortet oder abgelaufen.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neues Angebot annehmen' })).toHaveCount(0);
    const trade = await (await request.get(apiUrl(`/api/admin/trades/${tradeNumber}`), { headers: ADMIN })).json();
    expect(trade.status).toBe('declined');
  });
});
