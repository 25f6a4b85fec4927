import { useTranslation } from 'shared/i18n';
import styles from './honeypot.module.css';
import { NAMESPACE } from '../i18n';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every field give themselves away. The server drops such forms.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        {t('common.honeypot')}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
