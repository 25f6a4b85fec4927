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

/**
 * The pages the server renders for their first view, by exposed name (docs/architecture.md, "Server
 * rendering of the first view"): built for Node into the version's `server/` folder.
 */
export const serverEntries = { CheckoutPage: './src/routes/checkout-page.tsx' };

export default (overrides: Partial<AppConfigOptions> = {}) =>
  createAppConfig({ app: 'mf-checkout', appDir, exposes, ...overrides });
