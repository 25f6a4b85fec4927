import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../i18n';

/**
 * The text of a problem code in the customer's language; unknown codes read as a generic problem.
 * With the address's `country`, a wrong postal code says that country's rule with an example, as
 * checkout does (`postalCodeError.<country>`); the rule itself is config's `zipProblem`.
 */
export function useProblemText() {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (code: string | null | undefined, country?: string): string | undefined => {
    if (!code) return undefined;
    if (code === 'zip_invalid' && country && i18n.exists(`postalCodeError.${country}`, { ns: NAMESPACE }))
      return t(`postalCodeError.${country}`);
    const key = `errors.${code}`;
    return i18n.exists(key, { ns: NAMESPACE }) ? t(key) : t('errors.invalid');
  };
}
