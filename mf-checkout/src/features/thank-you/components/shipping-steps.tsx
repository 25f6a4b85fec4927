import { SHIPPING_DEADLINE_DAYS } from 'config/checkout';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './thank-you.module.css';

/** How to pack and ship, in the order it is done; the drop-off deadline is config's `SHIPPING_DEADLINE_DAYS`. */
export function ShippingSteps({ carrier }: { carrier: 'dhl' | 'ups' }) {
  const { t } = useTranslation(NAMESPACE);
  const steps = ['erase', 'pack', 'label', carrier === 'dhl' ? 'shipDhl' : 'shipUps'] as const;
  return (
    <ol className={styles.steps}>
      {steps.map((step, i) => (
        <li key={step} className={styles.stepItem}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 className={styles.stepTitle}>{t(`shipping.${step}.title`)}</h3>
            <p className={styles.stepText}>{t(`shipping.${step}.text`, { days: SHIPPING_DEADLINE_DAYS })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
