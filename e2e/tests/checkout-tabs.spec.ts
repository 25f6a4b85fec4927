import { expect, test, type Page } from '@playwright/test';
import { answerAll, catalogTexts } from '../support/catalog';
import { addTwoOffersFromCatalogue, CheckoutFlow } from '../support/checkout';
import { shopUrl } from '../support/env';
import { clientNavigate } from '../support/shop';

/** The tab's own transaction id (sessionStorage), undefined before the tab stored one. */
const transactionId = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('revalu:checkout') ?? '{}') as { state?: { transactionId?: number } }).state
        ?.transactionId,
  );

/**
 * The cart is the browser's, the trade just made is the tab's (spec section 4 resets the
 * transaction id on navigation): another tab of the shop must not empty the thank-you page.
 */
test('the thank-you page keeps its trade while another tab of the shop is used, also over a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const flow = new CheckoutFlow(page, 'de');
  await addTwoOffersFromCatalogue(page, 'de');
  await flow.openCartFromHeader();
  await flow.continueToDetails();
  await flow.fillDetails(`tabs-${Date.now()}@example.com`);
  await flow.submit();
  const tradeNumber = await flow.tradeNumber();

  // A second tab: its pages reset its own transaction id, and the offer it adds reaches every tab's cart.
  const t = catalogTexts('de');
  const other = await context.newPage();
  await other.goto(shopUrl('de.localhost', '/'));
  await clientNavigate(other, '/produkte/apple-iphone-13-128-gb');
  await answerAll(other, 'de');
  await other.getByRole('button', { name: t('pdp.getOffer') }).click();
  const offer = other.getByTestId('offer');
  await offer.getByRole('button', { name: t('offer.addToCart') }).click();
  await expect(offer.getByText(t('offer.addedText', { name: 'Apple iPhone 13 128 GB' }))).toBeVisible({
    timeout: 20_000,
  });

  // The thank-you tab follows the cart and keeps its trade, also after a reload.
  await expect(page.getByRole('link', { name: /^Warenkorb: 1 Gerät$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('trade-number')).toHaveText(tradeNumber);
  await page.reload();
  await expect(page.getByTestId('trade-number')).toHaveText(tradeNumber);
  expect(await transactionId(other)).toBe(0);

  // Its own navigation still resets it; the other tab's cart is untouched by that.
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(shopUrl('de.localhost', '/'));
  await expect.poll(() => transactionId(page)).toBe(0);
  await page.goto(shopUrl('de.localhost', flow.customer.thankYouPath));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('trade-number')).toHaveCount(0);
  await expect(other.getByRole('link', { name: /^Warenkorb: 1 Gerät$/ })).toBeVisible();
});
