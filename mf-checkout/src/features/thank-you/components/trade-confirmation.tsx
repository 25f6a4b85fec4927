import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { useCheckoutStore, type LastTrade } from 'shared/stores';
import { Alert, Button, buttonClassName, Card, PageTitle, Price, Skeleton } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { getTrade, type TradeView } from '../api/get-trade';
import { reportTradeCreated } from '../api/report-trade-created';
import { ShippingSteps } from './shipping-steps';
import styles from './thank-you.module.css';

function labelUrlOf(trade: LastTrade): string {
  return `/api/trades/${encodeURIComponent(trade.tradeNumber)}/label.pdf?token=${encodeURIComponent(trade.accessToken)}`;
}

/** The trade just created: its number, the label, how to ship, and what the customer gets. */
export function TradeConfirmation({ lastTrade }: { lastTrade: LastTrade }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const [trade, setTrade] = useState<TradeView | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getTrade(lastTrade.tradeNumber, lastTrade.accessToken, controller.signal)
      .then((view) => {
        setTrade(view);
        // Once per trade, also across reloads of this page.
        if (!useCheckoutStore.getState().lastTrade?.reported) {
          useCheckoutStore.getState().markTradeReported();
          void reportTradeCreated(view);
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [lastTrade.tradeNumber, lastTrade.accessToken]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(lastTrade.tradeNumber);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  const carrier = trade?.carrier ?? (site.country === 'de' ? 'dhl' : 'ups');
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <span className={styles.heroIcon} aria-hidden="true">
          ✓
        </span>
        <PageTitle lead={trade ? t('thankYou.lead', { email: trade.customer.email }) : t('thankYou.leadShort')}>
          {t('thankYou.title')}
        </PageTitle>
      </div>

      <div className={styles.layout}>
        <div className={styles.main}>
          <Card className={styles.numberCard}>
            <p className={styles.numberLabel} id="trade-number-label">
              {t('thankYou.tradeNumber')}
            </p>
            <p className={styles.number} aria-labelledby="trade-number-label" data-testid="trade-number">
              {lastTrade.tradeNumber}
            </p>
            <div className={styles.actions}>
              <a
                href={labelUrlOf(lastTrade)}
                download={`revalu-label-${lastTrade.tradeNumber}.pdf`}
                className={buttonClassName('primary', 'lg')}
              >
                {t('thankYou.downloadLabel')}
              </a>
              <Button variant="secondary" onClick={() => void copy()}>
                {t('thankYou.copyNumber')}
              </Button>
            </div>
            <p className={styles.copied} role="status">
              {copied ? t('thankYou.copied') : ''}
            </p>
            <p className={styles.labelNote}>{t('thankYou.labelNote', { carrier: t(`carrier.${carrier}`) })}</p>
          </Card>

          <Card as="section" aria-labelledby="shipping-title">
            <h2 id="shipping-title" className={styles.sectionTitle}>
              {t('thankYou.howToShip')}
            </h2>
            <ShippingSteps carrier={carrier} />
            <p className={styles.after}>{t('thankYou.afterArrival')}</p>
          </Card>
        </div>

        <Card as="aside" className={styles.aside} aria-labelledby="trade-summary-title">
          <h2 id="trade-summary-title" className={styles.sectionTitle}>
            {t('thankYou.summary')}
          </h2>
          {failed ? <Alert tone="warning">{t('thankYou.loadFailed')}</Alert> : null}
          {!trade && !failed ? (
            <>
              <Skeleton height="1.2rem" />
              <Skeleton height="1.2rem" width="70%" />
              <Skeleton height="2rem" width="50%" />
            </>
          ) : null}
          {trade ? (
            <>
              <ul className={styles.items}>
                {trade.items.map((item) => (
                  <li key={item.position}>
                    <span>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.deviceName}
                    </span>
                    <Price amount={item.lineTotal} locale={site.locale} />
                  </li>
                ))}
                {trade.voucher ? (
                  <li className={styles.bonus}>
                    <span>{t('summary.voucher', { code: trade.voucher.code })}</span>
                    <span>
                      {'+ '}
                      <Price amount={trade.voucher.bonus} locale={site.locale} />
                    </span>
                  </li>
                ) : null}
              </ul>
              <p className={styles.total}>
                <span>{t('summary.total')}</span>
                <Price amount={trade.payoutTotal} locale={site.locale} size="lg" />
              </p>
              <p className={styles.payout}>
                {trade.payout.method === 'DirectDebitSwift'
                  ? t('thankYou.payoutIban', { last4: trade.payout.ibanLast4 })
                  : t('thankYou.payoutPaypal', { email: trade.payout.paypalEmail })}
              </p>
            </>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
