import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { bus, type ShopEvents } from 'shared/bus';
import { useTranslation } from 'shared/i18n';
import { Alert, Button } from 'shared/ui';
import styles from './navigation.module.css';

type Refusal = ShopEvents['host:navigation-refused'] & { locationKey: string };

/** Tells the customer why a link did nothing: it was refused for their safety. */
export function RefusedLinkNotice() {
  const { t } = useTranslation('host');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { key } = useLocation();
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);
  useEffect(
    () => bus.on('host:navigation-refused', (refused) => setRefusal({ ...refused, locationKey: currentKey.current })),
    [],
  );
  // A notice belongs to the page it was shown on.
  if (!refusal || refusal.locationKey !== key) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="error" title={t('navigation.refusedTitle')}>
        <p>{t(refusal.reason === 'not-allowed' ? 'navigation.refusedExternal' : 'navigation.refusedUnsafe')}</p>
        <Button variant="secondary" size="sm" onClick={() => setRefusal(null)}>
          {t('navigation.dismiss')}
        </Button>
      </Alert>
    </div>
  );
}
