import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNamespace } from 'shared/i18n';
import { usePageHead, useShopNavigate, useSite } from 'shared/router';
import { storedCartDevices, useCheckoutStore } from 'shared/stores';
import { ProgressSteps, Skeleton, useHydrated } from 'shared/ui';
import { CartStep } from '../features/cart/components/cart-step';
import { NAMESPACE, checkoutNamespace } from '../i18n';
import { useB2BMode, useCartPricing } from '../lib/use-cart-pricing';
import styles from './checkout-page.module.css';

// The form's checks (IBAN, phone numbers) load only when the customer gets to the form.
const DetailsStep = lazy(() => import('../features/checkout-form/components/details-step'));

function StepLoading() {
  return (
    <div className={styles.loading}>
      <Skeleton height="2.5rem" width="50%" />
      <Skeleton height="16rem" />
    </div>
  );
}

/**
 * The checkout (`checkout`; Italy `/guardare`): the cart is its first step, the customer's details
 * the second (`?step=details`, so back and forward work). Both share one server pricing.
 */
export default function CheckoutPage() {
  const { t } = useNamespace(NAMESPACE, checkoutNamespace);
  const site = useSite();
  const navigate = useShopNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // The cart is the browser's: the server, and the browser while it takes the server's page over, know
  // only how many devices it holds (its cookie, storedCartDevices); the lines follow once the page is the browser's.
  const hydrated = useHydrated();
  const storedSize = useCheckoutStore((s) => s.cart.length);
  const cartSize = hydrated ? storedSize : (storedCartDevices() ?? 0);
  const b2b = useB2BMode();
  const pricing = useCartPricing();
  const wantsDetails = params.get('step') === 'details';
  const step = wantsDetails && cartSize > 0 ? 'details' : 'cart';
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  // The tab and screen readers name the step, not only "checkout".
  usePageHead({ title: t(step === 'cart' ? 'cart.title' : 'details.title') });

  // The partner widget sells for businesses only.
  useEffect(() => {
    if (site.shopMode === 'b2bWidget' && !useCheckoutStore.getState().B2BMode)
      useCheckoutStore.getState().setB2BMode(true);
  }, [site.shopMode]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  return (
    <div className={styles.page} data-step={step}>
      <ProgressSteps
        label={t('steps.label')}
        steps={[t('steps.cart'), t('steps.details'), t('steps.done')]}
        current={step === 'cart' ? 0 : 1}
        doneText={t('steps.doneText')}
        currentText={t('steps.currentText')}
      />
      {!hydrated && cartSize > 0 ? (
        <StepLoading />
      ) : step === 'cart' ? (
        <CartStep
          hydrating={!hydrated}
          pricing={pricing}
          b2b={b2b}
          notice={notice}
          onContinue={() => navigate({ name: 'checkout', query: { step: 'details' } })}
        />
      ) : (
        <Suspense fallback={<StepLoading />}>
          <DetailsStep
            pricing={pricing}
            b2b={b2b}
            onBackToCart={(n) => navigate({ name: 'checkout' }, n ? { state: { notice: n } } : undefined)}
          />
        </Suspense>
      )}
    </div>
  );
}
