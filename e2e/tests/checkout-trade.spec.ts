import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COUNTRY_CODES } from 'config';
import { addTwoOffersFromCatalogue, CheckoutFlow, CUSTOMERS } from '../support/checkout';
import { E2E_MAIL, shopUrl } from '../support/env';
import { waitForMail } from '../support/mailbox';

/**
 * Two devices from the catalogue to a created trade, on each of the five shops: offers priced by
 * the catalogue, then the whole checkout as a customer uses it.
 */
test.describe('from the catalogue to a created trade', () => {
  for (const country of COUNTRY_CODES) {
    test(`on ${CUSTOMERS[country].host}: two devices, the country's postal-code rule, trade number, label and mail`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const flow = new CheckoutFlow(page, country);
      const { names, total } = await addTwoOffersFromCatalogue(page, country);

      await flow.openCartFromHeader();
      for (const name of names) await expect(page.getByRole('listitem', { name })).toBeVisible();
      const payout = page.getByTestId('payout-total').locator('data');
      await expect(payout).toHaveAttribute('value', total.toFixed(2));

      await flow.continueToDetails();
      const email = `kunde-${country}-${Date.now()}@example.com`;
      // The country's postal-code rule holds in the form: a wrong code is named and nothing is sent.
      await flow.fillDetails(email, flow.customer.wrongPostalCode);
      await flow.submit();
      const postal = page.getByLabel(flow.texts.postalCode);
      await expect(postal).toHaveAttribute('aria-invalid', 'true');
      await expect(postal).toHaveAccessibleDescription(flow.texts.postalError);
      await expect(page).toHaveURL(/step=details/);
      await postal.fill(flow.customer.postalCode);
      await expect(postal).not.toHaveAttribute('aria-invalid');
      await flow.submit();

      const tradeNumber = await flow.tradeNumber();
      await expect(page.getByText(email)).toBeVisible();

      // The label downloads as a PDF carrying the trade number.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: flow.texts.label }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`revalu-label-${tradeNumber}.pdf`);
      const pdf = readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain(`(Revalu trade ${tradeNumber})`);

      // The confirmation mail, with the label attached.
      const mail = await waitForMail(email, new RegExp(tradeNumber));
      expect(mail.text).toContain(tradeNumber);
      expect(readFileSync(path.join(E2E_MAIL, mail.file), 'utf8')).toContain(`revalu-label-${tradeNumber}.pdf`);

      // The cart is empty now; a reload keeps the thank-you page (transactionId stays).
      await expect(page.getByRole('link', { name: flow.texts.cart })).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('trade-number')).toHaveText(tradeNumber);

      // Anywhere else in the shop resets the transaction id (spec section 4): the thank-you page then shows no trade.
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL(shopUrl(flow.customer.host, '/'));
      // The URL changes first; the home page renders in a transition and resets the id when it commits.
      // Leaving the page before that (a goto right away) would leave the id set: wait for the reset.
      await page.waitForFunction(
        () =>
          (JSON.parse(sessionStorage.getItem('revalu:checkout') ?? '{}') as { state?: { transactionId?: number } })
            .state?.transactionId === 0,
      );
      await page.goto(shopUrl(flow.customer.host, flow.customer.thankYouPath));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('trade-number')).toHaveCount(0);
    });
  }
});
