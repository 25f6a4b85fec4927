import { useEffect, useState, type FormEvent } from 'react';
import { countries, CONTENT_PAGE_SLUGS } from 'config';
import { VAT_ID_EXAMPLES } from 'config/checkout';
import { useTrackingStore } from 'shared/analytics';
import { bus } from 'shared/bus';
import { HttpError } from 'shared/http';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useShopNavigate, useSite } from 'shared/router';
import { accountPrefill, useAccountStore, useCheckoutStore } from 'shared/stores';
import { Alert, Button, Card, CheckboxField, ErrorSummary, PageTitle, Price, SelectField, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { OrderSummary } from '../../../lib/order-summary';
import type { useCartPricing } from '../../../lib/use-cart-pricing';
import { createTrade } from '../api/create-trade';
import { clearCheckoutDraft, useCheckoutForm, type FieldErrors } from '../hooks/use-checkout-form';
import { FIELD_ORDER, formFieldOf, tradeCustomerData, type CheckoutFormValues } from '../schemas/checkout-form';
import styles from './details-step.module.css';
import { errorText, fieldId, textFieldProps } from './field-props';
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
  const customerData = useAccountStore((s) => s.customerData);
  const form = useCheckoutForm({ country: site.country, b2b });
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [asGuest, setAsGuest] = useState(false);
  const { state, price } = pricing;
  const { prefill } = form;

  // A logged-in customer finds the address and payout account of the account filled in.
  useEffect(() => {
    if (!isLoggedIn) return;
    if (!customerData) {
      void useAccountStore
        .getState()
        .loadCustomer()
        .catch(() => undefined);
      return;
    }
    const known = accountPrefill(customerData);
    const person = customerData.person;
    const address = known?.address;
    const payout = known?.payout;
    prefill({
      salutation: (person?.salutation ?? address?.salutation ?? '') as CheckoutFormValues['salutation'],
      firstName: person?.firstName ?? address?.firstName ?? '',
      lastName: person?.lastName ?? address?.lastName ?? '',
      email: known?.email ?? '',
      phone: known?.phone ?? '',
      street: address?.street ?? '',
      houseNumber: address?.houseNumber ?? '',
      addressExtra: address?.addition ?? '',
      postalCode: address && address.country === site.country ? address.zip : '',
      city: address && address.country === site.country ? address.city : '',
      ...(payout?.type === 'paypal'
        ? { payoutMethod: 'Paypal' as const, paypalEmail: payout.email }
        : payout?.type === 'bank'
          ? {
              payoutMethod: 'DirectDebitSwift' as const,
              accountHolder: payout.accountHolder,
              iban: payout.iban.replace(/\s+/g, ''),
            }
          : {}),
    });
  }, [isLoggedIn, customerData, prefill, site.country]);

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
          {b2b ? (
            <Card as="section" className={styles.section} aria-labelledby="section-company">
              <h2 id="section-company" className={styles.sectionTitle}>
                {t('details.company')}
              </h2>
              <p className={styles.sectionLead}>{t('b2b.formNote')}</p>
              <div className={styles.grid2}>
                <TextField
                  label={t('fields.company.label')}
                  autoComplete="organization"
                  {...textFieldProps(form, t, 'company', site.country)}
                />
                <TextField
                  label={t('fields.vatId.label')}
                  hint={t('fields.vatId.hint', { example: VAT_ID_EXAMPLES[site.country] })}
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...textFieldProps(form, t, 'vatId', site.country)}
                />
              </div>
              {site.shopMode !== 'b2bWidget' ? (
                <Button variant="ghost" size="sm" onClick={() => useCheckoutStore.getState().setB2BMode(false)}>
                  {t('b2b.switchToPrivate')}
                </Button>
              ) : null}
            </Card>
          ) : null}

          <Card as="section" className={styles.section} aria-labelledby="section-person">
            <h2 id="section-person" className={styles.sectionTitle}>
              {t(b2b ? 'details.contactPerson' : 'details.person')}
            </h2>
            <div className={styles.grid3}>
              <SelectField
                label={t('fields.salutation.label')}
                id={fieldId('salutation')}
                name="salutation"
                value={values.salutation}
                placeholder={t('fields.salutation.placeholder')}
                options={(['ms', 'mr', 'none'] as const).map((v) => ({ value: v, label: t(`fields.salutation.${v}`) }))}
                onChange={(e) => form.set('salutation', e.target.value as CheckoutFormValues['salutation'])}
                onBlur={() => form.blur('salutation')}
                error={errorText(t, 'salutation', form.errors.salutation, site.country)}
                autoComplete="honorific-prefix"
              />
              <TextField
                label={t('fields.firstName.label')}
                autoComplete="given-name"
                {...textFieldProps(form, t, 'firstName', site.country)}
              />
              <TextField
                label={t('fields.lastName.label')}
                autoComplete="family-name"
                {...textFieldProps(form, t, 'lastName', site.country)}
              />
            </div>
            <div className={styles.grid2}>
              <TextField
                label={t('fields.email.label')}
                type="email"
                autoComplete="email"
                hint={t('fields.email.hint')}
                {...textFieldProps(form, t, 'email', site.country)}
              />
              <TextField
                label={t('fields.phone.label')}
                type="tel"
                autoComplete="tel"
                hint={t('fields.phone.hint')}
                {...textFieldProps(form, t, 'phone', site.country)}
              />
            </div>
          </Card>

          <Card as="section" className={styles.section} aria-labelledby="section-address">
            <h2 id="section-address" className={styles.sectionTitle}>
              {t('details.address')}
            </h2>
            <p className={styles.sectionLead}>{t('details.addressLead')}</p>
            <div className={styles.gridStreet}>
              <TextField
                label={t('fields.street.label')}
                autoComplete="address-line1"
                {...textFieldProps(form, t, 'street', site.country)}
              />
              <TextField
                label={t('fields.houseNumber.label')}
                {...textFieldProps(form, t, 'houseNumber', site.country)}
              />
            </div>
            <TextField
              label={t('fields.addressExtra.label')}
              optionalText={t('common.optional')}
              autoComplete="address-line2"
              {...textFieldProps(form, t, 'addressExtra', site.country)}
            />
            <div className={styles.gridCity}>
              <TextField
                label={t('fields.postalCode.label')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                hint={t(`postalCodeHint.${site.country}`)}
                {...textFieldProps(form, t, 'postalCode', site.country)}
              />
              <TextField
                label={t('fields.city.label')}
                autoComplete="address-level2"
                {...textFieldProps(form, t, 'city', site.country)}
              />
            </div>
            <p className={styles.country}>{t('fields.country.value', { country: t(`countryName.${site.country}`) })}</p>
          </Card>

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
