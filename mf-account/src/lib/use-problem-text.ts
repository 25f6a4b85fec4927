import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../i18n';

/** The text of a problem code in the customer's language; unknown codes read as a generic problem. */
export function useProblemText() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (code: string | null | undefined): string | undefined => {
    if (!code) return undefined;
    const key = `errors.${code}`;
    return i18n.exists(key, { ns: NAMESPACE }) ? t(key) : t('errors.invalid');
  };
}
