import {
  NEWSLETTER_INTERESTS,
  NEWSLETTER_SALUTATIONS,
  type NewsletterInterest,
  type NewsletterSalutation,
} from 'config/content';
import { useTranslation } from 'shared/i18n';
import { CheckboxField, SelectField, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import styles from './newsletter.module.css';
import { useFieldText } from '../../../lib/use-field-text';

export interface Preferences {
  salutation: NewsletterSalutation;
  firstName: string;
  lastName: string;
  interests: NewsletterInterest[];
}

export const emptyPreferences: Preferences = { salutation: 'none', firstName: '', lastName: '', interests: [] };

/** Salutation, name and interests: what a subscriber may tell us, all optional. */
export function PreferencesFields({
  value,
  onChange,
  errors,
}: {
  value: Preferences;
  onChange: (v: Preferences) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const fieldText = useFieldText();
  const toggle = (interest: NewsletterInterest, on: boolean) =>
    onChange({
      ...value,
      interests: on ? [...value.interests, interest] : value.interests.filter((i) => i !== interest),
    });
  return (
    <>
      <SelectField
        label={t('newsletter.salutation')}
        name="salutation"
        optionalText={t('common.optional')}
        value={value.salutation}
        onChange={(e) => onChange({ ...value, salutation: e.target.value as NewsletterSalutation })}
        options={NEWSLETTER_SALUTATIONS.map((s) => ({ value: s, label: t(`newsletter.salutations.${s}`) }))}
      />
      <div className={styles.names}>
        <TextField
          label={t('newsletter.firstName')}
          name="firstName"
          optionalText={t('common.optional')}
          autoComplete="given-name"
          maxLength={100}
          value={value.firstName}
          onChange={(e) => onChange({ ...value, firstName: e.target.value })}
          error={fieldText(errors.firstName)}
        />
        <TextField
          label={t('newsletter.lastName')}
          name="lastName"
          optionalText={t('common.optional')}
          autoComplete="family-name"
          maxLength={100}
          value={value.lastName}
          onChange={(e) => onChange({ ...value, lastName: e.target.value })}
          error={fieldText(errors.lastName)}
        />
      </div>
      <fieldset className={styles.interests}>
        <legend>{t('newsletter.interests')}</legend>
        <div className={styles.interestGrid}>
          {NEWSLETTER_INTERESTS.map((interest) => (
            <CheckboxField
              key={interest}
              label={t(`newsletter.interestOptions.${interest}`)}
              name="interests"
              value={interest}
              checked={value.interests.includes(interest)}
              onChange={(e) => toggle(interest, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
