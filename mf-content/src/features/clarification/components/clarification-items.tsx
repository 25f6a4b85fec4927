import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Price } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { Clarification } from '../api/clarification-api';
import styles from './clarification.module.css';

/** Each device: what the customer declared and what we found, side by side, then every deduction and the new price. */
export function ClarificationItems({ clarification }: { clarification: Clarification }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  return (
    <ol className={styles.items}>
      {clarification.items.map((item) => (
        <li key={item.position} className={styles.item}>
          <h2 className={styles.device}>{item.deviceName}</h2>
          <div className={styles.compare}>
            <section className={styles.declared} aria-label={t('clarification.declared')}>
              <h3>{t('clarification.declared')}</h3>
              {item.declaredCondition.length ? (
                <dl className={styles.answers}>
                  {item.declaredCondition.map((c, i) => (
                    <div key={i}>
                      {c.question ? <dt>{c.question}</dt> : null}
                      <dd>{c.answer}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p>{t('clarification.declaredNone')}</p>
              )}
            </section>
            <section className={styles.found} aria-label={t('clarification.found')}>
              <h3>{t('clarification.found')}</h3>
              <ul>
                {item.findings.map((f) => (
                  <li key={f}>{t(`clarification.findings.${f}`)}</li>
                ))}
              </ul>
              {item.foundNote ? <p className={styles.note}>{item.foundNote}</p> : null}
            </section>
          </div>
          <table className={styles.deductions}>
            <caption className={styles.caption}>
              {t('clarification.deductionsCaption', { device: item.deviceName })}
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('clarification.originalPrice')}</th>
                <td>
                  <Price amount={item.originalPrice} locale={site.locale} />
                </td>
              </tr>
              {item.deductions.map((d, i) => (
                <tr key={`${d.reason}-${i}`}>
                  <th scope="row">
                    {t('clarification.deduction', { reason: t(`clarification.findings.${d.reason}`) })}
                  </th>
                  <td className={styles.minus}>
                    − <Price amount={d.amount} locale={site.locale} />
                  </td>
                </tr>
              ))}
              <tr className={styles.newRow}>
                <th scope="row">{t('clarification.newPrice')}</th>
                <td>
                  <Price amount={item.newPrice} locale={site.locale} />
                </td>
              </tr>
            </tbody>
          </table>
        </li>
      ))}
    </ol>
  );
}
