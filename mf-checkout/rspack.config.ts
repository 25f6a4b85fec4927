import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of mf-checkout: these modules and nothing else. */
export const exposes = {
  './CheckoutPage': './src/routes/checkout-page.tsx',
  './ThankYouPage': './src/routes/thank-you-page.tsx',
  './CartButton': './src/routes/cart-button.tsx',
};

export default (overrides: Partial<AppConfigOptions> = {}) =>
  createAppConfig({ app: 'mf-checkout', appDir, exposes, ...overrides });
