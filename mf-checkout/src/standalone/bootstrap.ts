import { startStandalone } from 'shared/standalone';

void startStandalone({
  remote: 'mf-checkout',
  modules: {
    './CheckoutPage': () => import('../routes/checkout-page'),
    './ThankYouPage': () => import('../routes/thank-you-page'),
    './CartButton': () => import('../routes/cart-button'),
  },
});
