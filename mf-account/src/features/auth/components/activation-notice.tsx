import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Alert, Spinner } from 'shared/ui';
import { activateRegistration } from '../api/activate-registration';
import { NAMESPACE } from '../../../i18n';

type State = 'working' | 'activated' | 'failed';
const attempts = new Map<string, Promise<{ activated: boolean }>>();

/** Runs the activation of the link's token once and says how it went. */
export function ActivationNotice({ token }: { token: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<State>('working');
  useEffect(() => {
    let current = true;
    // One request per token, even when React runs effects twice.
    let pending = attempts.get(token);
    if (!pending) {
      pending = activateRegistration(token);
      attempts.set(token, pending);
    }
    pending
      .then((r) => current && setState(r.activated ? 'activated' : 'failed'))
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, [token]);
  if (state === 'working') return <Spinner label={t('activation.working')} />;
  if (state === 'activated') {
    return (
      <Alert tone="success" title={t('activation.successTitle')}>
        <p>{t('activation.success')}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('activation.failedTitle')}>
      <p>{t('activation.failed')}</p>
    </Alert>
  );
}
