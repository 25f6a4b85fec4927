import { startStandalone } from 'shared/standalone';

void startStandalone({
  remote: 'mf-catalog',
  modules: {
    './SellCategoryPage': () => import('../routes/sell-category-page'),
    './ProductOverviewPage': () => import('../routes/product-overview-page'),
    './ProductDetailPage': () => import('../routes/product-detail-page'),
    './SearchPage': () => import('../routes/search-page'),
    './SearchBox': () => import('../routes/search-box'),
  },
});
