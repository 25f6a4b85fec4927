import { useRef, useState } from 'react';
import { bus } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { useCheckoutStore, type AddToCartResult } from 'shared/stores';
import { Alert, Button, Price, useHydrated } from 'shared/ui';
import { loadCatalogLaterTexts, NAMESPACE } from '../../../i18n';
import { Breadcrumbs, catalogueCrumbs } from '../../../lib/breadcrumbs';
import type { DeviceHit } from '../../../lib/catalog-schemas';
import type { Offer } from '../api/create-offer';
import { useQuote } from '../hooks/use-quote';
import { answer, openQuestions, type Answers } from '../questions';
import { ConditionQuestions } from './condition-questions';
import type * as OfferStepModule from './offer-step';
import { PriceSummary } from './price-summary';
import styles from './offer.module.css';

/**
 * Creating, showing and reporting the offer is not part of the page's first render (offer-step.ts):
 * its chunk loads when the customer answers the first question, or at the latest with the offer.
 */
type OfferStep = typeof OfferStepModule;
let offerStep: OfferStep | null = null;
let offerStepLoad: Promise<OfferStep> | null = null;
function loadOfferStep(): Promise<OfferStep> {
  // Its texts (the `offer` part of the namespace) come with it: the card never waits for them.
  offerStepLoad ??= Promise.all([
    import(/* webpackChunkName: "offer-step" */ './offer-step'),
    loadCatalogLaterTexts(),
  ]).then(
    ([m]) => (offerStep = m),
    (error: unknown) => {
      offerStepLoad = null;
      throw error;
    },
  );
  return offerStepLoad;
}

/** `cartFull`: the cart's limit of lines, when adding found the cart full. */
type OfferState =
  | { status: 'none' }
  | { status: 'creating' }
  | { status: 'failed' }
  | { status: 'ready'; offer: Offer; added: boolean; cartFull?: number };

/**
 * The product page: picture and variants, the condition questions, the live price, the offer
 * with its validity, and into the cart.
 */
export function ProductDetail({ device }: { device: DeviceHit }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const questions = device.questions ?? [];
  const [answers, setAnswers] = useState<Answers>({});
  const [offer, setOffer] = useState<OfferState>({ status: 'none' });
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const quote = useQuote(device.id, site.country, answers);
  const open = openQuestions(questions, answers);
  const formRef = useRef<HTMLDivElement>(null);
  // Rendered on the server (a product page a customer lands on): the answers and the offer work once
  // the page's script has taken it over; until then its controls are disabled, so no early click is lost.
  const hydrated = useHydrated();
  const shown = quote.status === 'ready' ? quote.quote : quote.status === 'idle' ? null : quote.last;
  const rejected = shown?.purchasable === false;

  function onAnswer(code: string, value: string) {
    void loadOfferStep().catch(() => undefined);
    setAnswers((a) => answer(questions, a, code, value));
    setMissing((m) => {
      if (!m.has(code)) return m;
      const next = new Set(m);
      next.delete(code);
      return next;
    });
    // An offer is for the answers it was made with; a changed answer needs a new one.
    if (offer.status !== 'none') setOffer({ status: 'none' });
  }

  async function getOffer() {
    if (open.length) {
      setMissing(new Set(open.map((q) => q.code)));
      formRef.current?.querySelector<HTMLInputElement>(`[data-question="${open[0]!.code}"] input`)?.focus();
      return;
    }
    setOffer({ status: 'creating' });
    try {
      const step = await loadOfferStep();
      const created = await step.createOffer(device.id, site.country, answers);
      setOffer({ status: 'ready', offer: created, added: false });
      bus.emit('catalog:offer-generated', {
        offerId: created.id,
        deviceId: created.deviceId,
        price: created.price,
        currency: created.currency,
        validUntil: created.validUntil,
      });
      void step.reportOfferGenerated(created);
    } catch (error) {
      console.error('offer failed', error);
      setOffer({ status: 'failed' });
    }
  }

  function addToCart() {
    if (offer.status !== 'ready' || !offerStep) return;
    // (A shell whose store predates the result returns nothing: it added.)
    const result: AddToCartResult | undefined = useCheckoutStore
      .getState()
      .addToCart(offerStep.cartItemOf(offer.offer, t));
    if (result?.added === false && result.reason === 'cart-full') {
      setOffer({ ...offer, cartFull: result.limit });
      return;
    }
    setOffer({ ...offer, added: true, cartFull: undefined });
    // Reported only when the cart took it (a line already at its limit is in the cart, but unchanged).
    if (result?.added !== false) void offerStep.reportOfferAddedToCart(offer.offer);
  }

  const crumbs = catalogueCrumbs({
    category: { name: device.category, url: device.categoryUrl },
    manufacturer: { name: device.manufacturer, url: device.manufacturerUrl },
    series: { name: device.series, url: device.seriesUrl },
  });
  const variants = device.variants ?? [];
  const stickyAmount = rejected ? null : shown ? shown.price : device.maxPrice;
  const stickyFinal = quote.status === 'ready' && quote.quote.complete && open.length === 0;

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={[...crumbs, { label: device.name }]} />
      <div className={styles.layout}>
        <div className={styles.media}>
          <img src={device.image} alt={device.name} width={320} height={320} className={styles.image} />
          {variants.length > 1 ? (
            <nav aria-labelledby="pdp-variants" className={styles.variants}>
              <h2 id="pdp-variants" className={styles.variantsTitle}>
                {t('pdp.variants')}
              </h2>
              <ul>
                {variants.map((v) => (
                  <li key={v.id}>
                    <ShopLink
                      to={{ name: 'pdp', params: { pdp: v.url } }}
                      aria-current={v.current ? 'page' : undefined}
                      className={styles.variant}
                    >
                      <span>{v.name}</span>
                      {v.maxPrice !== null ? (
                        <span className={styles.variantPrice}>
                          {t('device.upTo')} <Price amount={v.maxPrice} locale={site.locale} />
                        </span>
                      ) : null}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
        <div className={styles.head}>
          <p className={styles.eyebrow}>{device.category}</p>
          <h1 className={styles.title}>{device.name}</h1>
          <p className={styles.intro}>{t('pdp.intro')}</p>
        </div>
        <div className={styles.main}>
          <section aria-labelledby="pdp-condition" ref={formRef}>
            <h2 id="pdp-condition" className={styles.sectionTitle}>
              {t('pdp.conditionTitle')}
            </h2>
            <fieldset disabled={!hydrated} role="none" className={styles.questionsFieldset}>
              <ConditionQuestions questions={questions} answers={answers} onAnswer={onAnswer} missing={missing} />
            </fieldset>
          </section>
        </div>
        <aside className={styles.panel} aria-labelledby="pdp-price-title">
          <h2 id="pdp-price-title" className={styles.panelTitle}>
            {t('pdp.priceTitle')}
          </h2>
          <PriceSummary maxPrice={device.maxPrice} quote={quote} open={open.length} />
          {offer.status === 'ready' && offerStep ? (
            <>
              <offerStep.OfferCard
                offer={offer.offer}
                added={offer.added}
                onAddToCart={addToCart}
                categoryUrl={device.categoryUrl}
              />
              {offer.cartFull ? <offerStep.CartFull limit={offer.cartFull} /> : null}
            </>
          ) : (
            <>
              {missing.size > 0 && open.length > 0 ? (
                <Alert tone="error">{t('pdp.answerAll', { count: open.length })}</Alert>
              ) : null}
              {offer.status === 'failed' ? <Alert tone="error">{t('pdp.offerError')}</Alert> : null}
              <Button
                size="lg"
                fullWidth
                onClick={() => void getOffer()}
                loading={offer.status === 'creating'}
                disabled={rejected || !hydrated}
              >
                {t('pdp.getOffer')}
              </Button>
              <ul className={styles.promises}>
                <li>{t('pdp.promiseGuarantee')}</li>
                <li>{t('pdp.promiseShipping')}</li>
                <li>{t('pdp.promisePayout')}</li>
              </ul>
            </>
          )}
        </aside>
      </div>
      {stickyAmount !== null && offer.status !== 'ready' ? (
        <div className={styles.stickyPrice} aria-hidden="true">
          <span>{stickyFinal ? t('pdp.yourPrice') : t('pdp.upTo')}</span>{' '}
          <Price amount={stickyAmount} locale={site.locale} />
        </div>
      ) : null}
    </div>
  );
}
