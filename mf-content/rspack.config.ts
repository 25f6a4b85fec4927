import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of mf-content: these modules and nothing else. */
export const exposes = {
  './HomePage': './src/routes/home-page.tsx',
  './ContentPage': './src/routes/content-page.tsx',
  './ContactPage': './src/routes/contact-page.tsx',
  './B2BLandingPage': './src/routes/b2b-landing-page.tsx',
  './ClarificationPage': './src/routes/clarification-page.tsx',
  './ClarificationQuickAnswerPage': './src/routes/clarification-quick-answer-page.tsx',
  './NewsletterEnrichPage': './src/routes/newsletter-enrich-page.tsx',
  './NewsletterUnsubscribePage': './src/routes/newsletter-unsubscribe-page.tsx',
  './NewsletterUnsubscribeSuccessPage': './src/routes/newsletter-unsubscribe-success-page.tsx',
};

/**
 * The pages the server renders for their first view, by exposed name (docs/architecture.md, "Server
 * rendering of the first view"): built for Node into the version's `server/` folder.
 */
export const serverEntries = { HomePage: './src/routes/home-page.tsx', ContentPage: './src/routes/content-page.tsx' };

export default (overrides: Partial<AppConfigOptions> = {}) =>
  createAppConfig({ app: 'mf-content', appDir, exposes, ...overrides });
