import { useState } from 'react';
import { formatPrice, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { useCheckoutStore, type CartItem } from 'shared/stores';
import { Alert, Button, Dialog, PageTitle } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { OrderSummary } from '../../../lib/order-summary';
import type { useCartPricing } from '../../../lib/use-cart-pricing';
import { CartLine } from './cart-line';
import styles from './cart-step.module.css';
import { EmptyCart } from './empty-cart';
import { VoucherForm } from './voucher-form';

export interface CartStepProps {
  pricing: ReturnType<typeof useCartPricing>;
  b2b: boolean;
  /** Why the customer is back in the cart (the server refused the submission), as a text key. */
  notice: string | null;
  onContinue: () => void;
  /** The browser is taking over the server's page, which showed an empty cart: so does this render. */
  hydrating?: boolean;
}

const NO_LINES: CartItem[] = [];

/** Step 1: the cart. Quantities, removing, clearing, the voucher, and the way on once every offer holds. */
export function CartStep({ pricing, b2b, notice, onContinue, hydrating = false }: CartStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const stored = useCheckoutStore((s) => s.cart);
  const cart = hydrating ? NO_LINES : stored;
  const [confirmClear, setConfirmClear] = useState(false);
  const { state, price, droppedVoucher } = pricing;
  const lines = new Map(price?.lines.map((l) => [l.offerId, l]));
  const ready = state.status === 'ready';
  const problems = ready ? price!.lines.filter((l) => l.status !== 'ok') : [];
  const overCap = ready && price!.b2b.overCap;
  const blocked = !ready || problems.length > 0 || overCap;
  const deviceCount = cart.reduce((n, i) => n + (lines.get(i.offerId)?.status === 'ok' || !ready ? i.quantity : 0), 0);

  if (!cart.length) {
    return (
      <>
        <PageTitle>{t('cart.title')}</PageTitle>
        {notice ? <Alert tone="warning">{t(notice)}</Alert> : null}
        <EmptyCart />
      </>
    );
  }

  return (
    <>
      <PageTitle lead={t('cart.lead')}>{t('cart.title')}</PageTitle>
      {notice ? (
        <Alert tone="warning" className={styles.notice}>
          {t(notice)}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="cart-lines-title">
          <h2 className={styles.hidden} id="cart-lines-title">
            {t('cart.linesTitle')}
          </h2>
          {b2b ? (
            <Alert tone="info" title={t('b2b.title')}>
              {t('b2b.cartNote', { cap: formatPrice(useCheckoutStore.getState().b2bTradeCap, site.locale) })}
            </Alert>
          ) : null}
          <ul className={styles.lines}>
            {cart.map((item) => (
              <CartLine
                key={item.offerId}
                item={item}
                line={ready ? lines.get(item.offerId) : undefined}
                b2b={b2b}
                onQuantity={(q) => useCheckoutStore.getState().setQuantity(item.offerId, q)}
                onRemove={() => useCheckoutStore.getState().removeFromCart(item.offerId)}
              />
            ))}
          </ul>
          <div className={styles.below}>
            <VoucherForm b2b={b2b} dropped={droppedVoucher} />
            <Button variant="ghost" onClick={() => setConfirmClear(true)} className={styles.clear}>
              {t('cart.clear')}
            </Button>
          </div>
        </section>
        <div className={styles.aside}>
          <OrderSummary price={price} loading={state.status === 'loading'} deviceCount={deviceCount}>
            {state.status === 'error' ? (
              <Alert tone="error">
                {t('cart.pricingFailed')}{' '}
                <Button variant="ghost" size="sm" onClick={pricing.refresh}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : null}
            {problems.length ? (
              <Alert tone="warning" id="cart-problems">
                {t('cart.removeProblems', { count: problems.length })}
              </Alert>
            ) : null}
            {overCap ? (
              <Alert tone="warning" title={t('b2b.capTitle')} id="cart-over-cap">
                <p>{t('b2b.capText', { cap: formatPrice(price!.b2b.cap, site.locale) })}</p>
                <p>
                  <a href={`mailto:${price!.b2b.businessEmail}`}>{price!.b2b.businessEmail}</a>
                  {' · '}
                  <a href={`tel:${price!.b2b.supportPhone.replace(/\s+/g, '')}`}>{price!.b2b.supportPhone}</a>
                </p>
              </Alert>
            ) : null}
            <Button
              size="lg"
              fullWidth
              onClick={onContinue}
              disabled={blocked}
              aria-describedby={
                [problems.length ? 'cart-problems' : '', overCap ? 'cart-over-cap' : ''].filter(Boolean).join(' ') ||
                undefined
              }
              loading={state.status === 'loading'}
            >
              {t('cart.continue')}
            </Button>
          </OrderSummary>
        </div>
      </div>
      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('cart.clearTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t('cart.clearKeep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                useCheckoutStore.getState().clearCart();
                setConfirmClear(false);
              }}
            >
              {t('cart.clearConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('cart.clearText')}</p>
      </Dialog>
    </>
  );
}
