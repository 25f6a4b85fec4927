import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../i18n';

/**
 * The text of a field's problem code (`errors.<code>`) in the customer's language. A code this version
 * has no text for (a newer API's, or `invalid`, which the API's door sends for any field) reads as
 * "please check this entry", never as its key.
 */
export function useFieldText() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (code: string | null | undefined, options?: Record<string, unknown>): string | undefined => {
    if (!code) return undefined;
    const key = `errors.${code}`;
    return i18n.exists(key, { ns: NAMESPACE }) ? t(key, options) : t('errors.invalid');
  };
}
