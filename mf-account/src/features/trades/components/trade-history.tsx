import { useEffect, useState } from 'react';
import { formatDate, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Badge, Card, Price, Skeleton, Stack } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { getTradeHistory, type Trade, type TradeStatus } from '../api/get-trade-history';
import styles from './trade-history.module.css';

/** The usual way of a trade; the timeline shows what happened and what comes next. */
const USUAL_PATH: TradeStatus[] = ['created', 'received', 'inspected', 'accepted', 'paid'];
const FINAL: TradeStatus[] = ['paid', 'declined', 'returned', 'cancelled'];

function badgeTone(status: TradeStatus): 'neutral' | 'brand' | 'warning' | 'danger' {
  if (status === 'paid' || status === 'accepted') return 'brand';
  if (status === 'clarification') return 'warning';
  if (status === 'declined' || status === 'cancelled' || status === 'returned') return 'danger';
  return 'neutral';
}

function Timeline({ trade }: { trade: Trade }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const happened = trade.timeline.length
    ? trade.timeline
    : [{ step: 'created', status: 'created' as TradeStatus, at: trade.createdAt }];
  const reached = new Set(happened.map((s) => s.status));
  const upcoming = FINAL.includes(trade.status)
    ? []
    : USUAL_PATH.filter(
        (s) =>
          !reached.has(s) &&
          USUAL_PATH.indexOf(s) > USUAL_PATH.indexOf(trade.status === 'clarification' ? 'inspected' : trade.status),
      );
  return (
    <ol className={styles.timeline} aria-label={t('trades.timeline', { number: trade.tradeNumber })}>
      {happened.map((s, i) => {
        const current = i === happened.length - 1;
        return (
          <li
            key={`${s.step}-${s.at}`}
            className={`${styles.step} ${current ? styles.current : styles.done}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepLabel}>{t(`trades.status.${s.status}`)}</span>{' '}
            <span className={styles.meta}>{formatDate(s.at, site.country)}</span>
          </li>
        );
      })}
      {upcoming.map((s) => (
        <li key={s} className={`${styles.step} ${styles.upcoming}`}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{t(`trades.status.${s}`)}</span> <span className={styles.meta}>{t('trades.next')}</span>
        </li>
      ))}
    </ol>
  );
}

/** The customer's trades, newest first, each with its devices, payout and status timeline. */
export function TradeHistory() {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const [trades, setTrades] = useState<Trade[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    getTradeHistory()
      .then((r) => current && setTrades(r.member))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section aria-labelledby="trades-title">
      <h2 id="trades-title">{t('trades.title')}</h2>
      {failed ? (
        <Alert tone="error">{t('errors.loadFailed')}</Alert>
      ) : trades === null ? (
        <Stack gap={3} aria-busy="true">
          <Skeleton height="8rem" />
        </Stack>
      ) : trades.length === 0 ? (
        <Card muted>
          <p>{t('trades.empty')}</p>
        </Card>
      ) : (
        <ul className={styles.list}>
          {trades.map((trade) => (
            <li key={trade.tradeNumber}>
              <Card as="article" aria-labelledby={`trade-${trade.tradeNumber}`}>
                <div className={styles.head}>
                  <h3 id={`trade-${trade.tradeNumber}`} className={styles.title}>
                    {t('trades.number', { number: trade.tradeNumber })}
                  </h3>
                  <Badge tone={badgeTone(trade.status)}>{t(`trades.status.${trade.status}`)}</Badge>
                </div>
                <p className={styles.meta}>
                  {t('trades.createdAt', { date: formatDate(trade.createdAt, site.country) })}
                  {trade.payout
                    ? ` · ${trade.payout.method === 'Paypal' ? t('trades.payoutPaypal', { email: trade.payout.paypalEmail ?? '' }) : t('trades.payoutBank', { last: trade.payout.ibanLast4 ?? '' })}`
                    : null}
                </p>
                <ul className={styles.items}>
                  {trade.items.map((item, i) => (
                    <li key={i}>
                      {item.quantity > 1 ? `${item.quantity} × ` : ''}
                      {item.deviceName}
                    </li>
                  ))}
                </ul>
                <p className={styles.total}>
                  {t('trades.payoutTotal')}{' '}
                  <Price amount={trade.payoutTotal} locale={site.locale} currency={trade.currency} />
                </p>
                <Timeline trade={trade} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
