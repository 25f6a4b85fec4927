import { SALUTATIONS } from 'config/account-rules';
import { useTranslation } from 'shared/i18n';
import { SelectField } from 'shared/ui';
import { NAMESPACE } from '../i18n';

export function SalutationField({ value, onChange }: { value: string; onChange: (v: 'mr' | 'ms' | 'none') => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <SelectField
      label={t('fields.salutation')}
      name="salutation"
      autoComplete="honorific-prefix"
      value={value}
      onChange={(e) => onChange(e.target.value as 'mr' | 'ms' | 'none')}
      options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutations.${s}`) }))}
    />
  );
}
