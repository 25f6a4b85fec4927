import { useState, type FormEvent } from 'react';
import { countries, CONTENT_PAGE_SLUGS } from 'config';
import { useTrackingStore } from 'shared/analytics';
import { bus } from 'shared/bus';
import { HttpError } from 'shared/http';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useShopNavigate, useSite } from 'shared/router';
import { useAccountStore, useCheckoutStore } from 'shared/stores';
import { Alert, Button, Card, CheckboxField, ErrorSummary, PageTitle, Price } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { OrderSummary } from '../../../lib/order-summary';
import type { useCartPricing } from '../../../lib/use-cart-pricing';
import { createTrade } from '../api/create-trade';
import { useAccountPrefill } from '../hooks/use-account-prefill';
import { clearCheckoutDraft, useCheckoutForm, type FieldErrors } from '../hooks/use-checkout-form';
import { FIELD_ORDER, formFieldOf, tradeCustomerData } from '../schemas/checkout-form';
import { AddressFields, CompanyFields, PersonFields } from './customer-fields';
import styles from './details-step.module.css';
import { errorText, fieldId } from './field-props';
import { PayoutFields } from './payout-fields';

export interface DetailsStepProps {
  pricing: ReturnType<typeof useCartPricing>;
  b2b: boolean;
  /** Back to the cart, with the text key of why (null when the customer chose to go back). */
  onBackToCart: (notice: string | null) => void;
}

/** A short, stable fingerprint of a submission; the IBAN's middle never goes into it (it is stored). */
function fingerprintOf(body: Record<string, unknown>): string {
  const json = JSON.stringify(body, (key, value: unknown) =>
    key === 'iban' && typeof value === 'string' ? `${value.length}:${value.slice(-4)}` : value,
  );
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < json.length; i++) hash = BigInt.asUintN(64, (hash ^ BigInt(json.charCodeAt(i))) * 0x100000001b3n);
  return hash.toString(16);
}

/** Step 2: who sells, where the parcel comes from, where the money goes; then the trade is created. */
export default function DetailsStep({ pricing, b2b, onBackToCart }: DetailsStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const navigate = useShopNavigate();
  const config = countries[site.country];
  const cart = useCheckoutStore((s) => s.cart);
  const voucher = useCheckoutStore((s) => s.voucher);
  const isLoggedIn = useAccountStore((s) => s.isLoggedIn);
  const form = useCheckoutForm({ country: site.country, b2b });
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [asGuest, setAsGuest] = useState(false);
  const { state, price } = pricing;
  const { prefill } = form;

  useAccountPrefill(isLoggedIn, prefill, site.country);

  const summaryErrors = FIELD_ORDER.filter((name) => form.errors[name]).map((name) => ({
    fieldId: fieldId(name),
    message: t('details.errorSummaryEntry', {
      field: t(`fields.${name}.label`),
      message: errorText(t, name, form.errors[name], site.country),
    }),
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormProblem(null);
    const found = form.validateAll();
    if (Object.keys(found).length) {
      setSubmitCount((n) => n + 1);
      return;
    }
    if (state.status !== 'ready' || !price) {
      setFormProblem('submitErrors.notPriced');
      return;
    }
    const body = {
      items: cart.map((i) => ({ offerId: i.offerId, quantity: i.quantity })),
      voucherCode: voucher?.code ?? null,
      expectedTotal: price.payoutTotal,
      ...tradeCustomerData(form.values, b2b),
      clientId: useTrackingStore.getState().clientId,
    };
    setSubmitting(true);
    try {
      for (let attempt = 0; ; attempt++) {
        const key = useCheckoutStore.getState().submissionKey(fingerprintOf(body));
        try {
          const trade = await createTrade(body, key, isLoggedIn && !asGuest);
          useCheckoutStore
            .getState()
            .completeTrade({ tradeId: trade.tradeId, tradeNumber: trade.tradeNumber, accessToken: trade.accessToken });
          clearCheckoutDraft();
          bus.emit('checkout:trade-created', {
            tradeId: trade.tradeId,
            tradeNumber: trade.tradeNumber,
            payoutTotal: trade.payoutTotal,
            currency: 'EUR',
          });
          navigate({ name: 'thankYou' });
          return;
        } catch (error) {
          // The key belonged to another submission (the customer changed a detail after a lost answer): a fresh key, once.
          if (error instanceof HttpError && error.code === 'idempotency_key_reused' && attempt === 0) {
            useCheckoutStore.setState({ submission: null });
            continue;
          }
          throw error;
        }
      }
    } catch (error) {
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  function handleFailure(error: unknown) {
    if (!(error instanceof HttpError)) {
      console.error('creating the trade failed', error);
      setFormProblem('submitErrors.generic');
      return;
    }
    const code = error.code;
    if (error.status === 400 && code === 'validation') {
      const fields: FieldErrors = {};
      for (const [apiField, problem] of Object.entries(error.fields)) {
        const name = formFieldOf(apiField);
        if (name) fields[name] = problem;
      }
      if (Object.keys(fields).length) {
        form.setErrors(fields);
        setSubmitCount((n) => n + 1);
        return;
      }
      onBackToCart('notices.cartChanged');
      return;
    }
    if (error.status === 401) return setFormProblem('submitErrors.session');
    if (code === 'price_changed') return onBackToCart('notices.priceChanged');
    if (code === 'offers_unavailable') return onBackToCart('notices.offersUnavailable');
    if (code === 'b2b_cap_exceeded') return onBackToCart('notices.overCap');
    if (code === 'voucher_invalid') {
      useCheckoutStore.getState().setVoucher(null);
      return onBackToCart('notices.voucherInvalid');
    }
    if (error.status === 429) return setFormProblem('submitErrors.rateLimited');
    // The shop could not take it for a moment (its database or mail server away): the form and the key are kept.
    if (error.status === 503) return setFormProblem('submitErrors.unavailable');
    // No answer, or the server failed: the key is kept, so sending again is safe.
    setFormProblem('submitErrors.network');
  }

  const { values } = form;
  const terms = CONTENT_PAGE_SLUGS[site.country].terms;
  const privacy = CONTENT_PAGE_SLUGS[site.country].privacy;
  const deviceCount = cart.reduce((n, i) => n + i.quantity, 0);
  const lines = new Map(price?.lines.map((l) => [l.offerId, l]));

  return (
    <>
      <PageTitle lead={t('details.lead')}>{t('details.title')}</PageTitle>
      <p>
        <Button variant="ghost" size="sm" onClick={() => onBackToCart(null)}>
          <span aria-hidden="true">← </span>
          {t('details.back')}
        </Button>
      </p>
      <ErrorSummary title={t('details.errorSummary')} errors={summaryErrors} focusKey={submitCount} />
      <form className={styles.layout} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="details-form-title">
        <h2 className={styles.hidden} id="details-form-title">
          {t('details.title')}
        </h2>
        <div className={styles.main}>
          {b2b ? <CompanyFields form={form} /> : null}
          <PersonFields form={form} b2b={b2b} />
          <AddressFields form={form} />

          <Card as="section" className={styles.section} aria-labelledby="section-payout">
            <h2 id="section-payout" className={styles.sectionTitle}>
              {t('details.payout')}
            </h2>
            <PayoutFields form={form} paymentTypes={config.paymentTypes} />
          </Card>
        </div>

        <div className={styles.aside}>
          <OrderSummary
            price={price}
            loading={state.status === 'loading'}
            deviceCount={deviceCount}
            before={
              <ul className={styles.items} aria-label={t('summary.itemsLabel')}>
                {cart.map((item) => (
                  <li key={item.offerId}>
                    <span>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.deviceName}
                    </span>
                    <Price
                      amount={lines.get(item.offerId)?.lineTotal ?? item.price * item.quantity}
                      locale={site.locale}
                    />
                  </li>
                ))}
              </ul>
            }
          >
            <div className={styles.consents}>
              <CheckboxField
                id={fieldId('termsAccepted')}
                name="termsAccepted"
                checked={values.termsAccepted}
                onChange={(e) => form.set('termsAccepted', e.target.checked)}
                onBlur={() => form.blur('termsAccepted')}
                error={errorText(t, 'termsAccepted', form.errors.termsAccepted, site.country)}
                label={
                  <>
                    {t('consents.termsBefore')}
                    <ShopLink to={{ name: 'content', params: { content: terms } }} target="_blank">
                      {t('consents.terms')}
                    </ShopLink>
                    {t('consents.termsMiddle')}
                    <ShopLink to={{ name: 'content', params: { content: privacy } }} target="_blank">
                      {t('consents.privacy')}
                    </ShopLink>
                    {t('consents.termsAfter')}
                  </>
                }
              />
              <CheckboxField
                id={fieldId('adultConfirmed')}
                name="adultConfirmed"
                checked={values.adultConfirmed}
                onChange={(e) => form.set('adultConfirmed', e.target.checked)}
                onBlur={() => form.blur('adultConfirmed')}
                error={errorText(t, 'adultConfirmed', form.errors.adultConfirmed, site.country)}
                label={t('consents.adult')}
              />
            </div>
            {formProblem ? (
              <Alert tone="error">
                <p>{t(formProblem, { phone: config.supportPhone })}</p>
                {formProblem === 'submitErrors.session' ? (
                  <p className={styles.sessionActions}>
                    <ShopLink to={{ name: 'accountOverview' }}>{t('submitErrors.login')}</ShopLink>
                    <Button variant="secondary" size="sm" type="submit" onClick={() => setAsGuest(true)}>
                      {t('submitErrors.asGuest')}
                    </Button>
                  </p>
                ) : null}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={submitting} disabled={state.status !== 'ready'}>
              {t('details.submit')}
            </Button>
            <p className={styles.submitNote}>{t('details.submitNote')}</p>
          </OrderSummary>
        </div>
      </form>
    </>
  );
}
