import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Price } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { QuoteState } from '../hooks/use-quote';
import styles from './offer.module.css';

/** Reasons the catalogue gives for "we cannot buy this" that have their own text. */
const KNOWN_REASONS = new Set(['activation_lock', 'fungus', 'broken_panel', 'defective_monitor', 'below_minimum']);

export function rejectReasonKey(reason: string): string {
  return `reject.${KNOWN_REASONS.has(reason) ? reason : 'other'}`;
}

/**
 * The price as the answers stand: the best price before any answer, "up to" while questions are
 * open, the price once all are answered, or why we cannot buy the device. A polite live region:
 * screen readers hear each new price once the customer pauses.
 */
export function PriceSummary({ maxPrice, quote, open }: { maxPrice: number | null; quote: QuoteState; open: number }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const current = quote.status === 'ready' ? quote.quote : quote.status === 'idle' ? null : quote.last;
  const rejected = current !== null && !current.purchasable;
  const amount = current ? current.price : maxPrice;
  const final = current !== null && current.complete && open === 0;

  return (
    <div
      className={styles.priceSummary}
      data-state={rejected ? 'rejected' : final ? 'final' : 'estimate'}
      aria-busy={quote.status === 'loading'}
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.priceLive}>
        {rejected ? (
          <>
            <p className={styles.priceLabel}>{t('pdp.rejectedTitle')}</p>
            <ul className={styles.reasons}>
              {current.rejectReasons.map((r) => (
                <li key={r}>{t(rejectReasonKey(r))}</li>
              ))}
            </ul>
          </>
        ) : amount === null ? (
          <p className={styles.priceLabel}>{t('device.noPrice')}</p>
        ) : (
          <>
            <p className={styles.priceLabel}>{final ? t('pdp.yourPrice') : t('pdp.upTo')}</p>
            <p className={styles.priceAmount} data-testid="live-price">
              <Price amount={amount} locale={site.locale} size="lg" />
            </p>
          </>
        )}
      </div>
      {!rejected && !final ? (
        <p className={styles.priceNote}>{open > 0 ? t('pdp.openQuestions', { count: open }) : t('pdp.updating')}</p>
      ) : null}
      {quote.status === 'error' ? <p className={styles.priceError}>{t('pdp.quoteError')}</p> : null}
    </div>
  );
}
