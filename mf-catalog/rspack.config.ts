import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of mf-catalog: these modules and nothing else. */
export const exposes = {
  './SellCategoryPage': './src/routes/sell-category-page.tsx',
  './ProductOverviewPage': './src/routes/product-overview-page.tsx',
  './ProductDetailPage': './src/routes/product-detail-page.tsx',
  './SearchPage': './src/routes/search-page.tsx',
  './SearchBox': './src/routes/search-box.tsx',
};

/**
 * The pages the server renders for their first view, by exposed name (docs/architecture.md, "Server
 * rendering of the first view"): built for Node into the version's `server/` folder.
 */
export const serverEntries = {
  ProductDetailPage: './src/routes/product-detail-page.tsx',
  SellCategoryPage: './src/routes/sell-category-page.tsx',
  ProductOverviewPage: './src/routes/product-overview-page.tsx',
  SearchPage: './src/routes/search-page.tsx',
};

export default (overrides: Partial<AppConfigOptions> = {}) =>
  createAppConfig({ app: 'mf-catalog', appDir, exposes, ...overrides });
