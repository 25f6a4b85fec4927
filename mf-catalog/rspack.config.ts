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

export default (overrides: Partial<AppConfigOptions> = {}) => createAppConfig({ app: 'mf-catalog', appDir, exposes, ...overrides });
