import { COUNTRY_CODES, type CountryCode } from 'config';
import { nameProblem, zipProblem } from 'config/account-rules';
import { compact } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { SelectField, TextField } from 'shared/ui';
import { NAMESPACE } from '../i18n';
import { pageStyles as styles } from './account-page';
import type { SummaryField } from './form-problem-summary';
import { useProblemText } from './use-problem-text';

export interface AddressValues {
  street: string;
  houseNumber: string;
  addition: string;
  zip: string;
  city: string;
  country: string;
}

export const emptyAddress = (country: string): AddressValues => ({
  street: '',
  houseNumber: '',
  addition: '',
  zip: '',
  city: '',
  country,
});

/** The checks the API makes, before sending: required fields and the postal code of the country. */
export function addressProblems(a: AddressValues): Record<string, string> {
  return compact({
    street: a.street.trim() ? null : 'required',
    houseNumber: a.houseNumber.trim() ? null : 'required',
    zip: zipProblem(a.zip, a.country as CountryCode),
    city: a.city.trim() ? null : 'required',
  });
}

export function nameProblems(firstName: string, lastName: string): Record<string, string> {
  return compact({ firstName: nameProblem(firstName), lastName: nameProblem(lastName) });
}

const ADDRESS_FIELDS = [
  'street',
  'houseNumber',
  'addition',
  'zip',
  'city',
  'country',
] as const satisfies readonly (keyof AddressValues)[];

/** The id AddressFields gives a field's control: `<idPrefix>-<field>`. */
export const addressFieldId = (idPrefix: string, name: keyof AddressValues) => `${idPrefix}-${name}`;

/**
 * The texts of an address's problems for the form's error summary, in the order the fields are
 * shown; a wrong postal code names the rule of the address's country.
 */
export function useAddressSummary() {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  return (idPrefix: string, value: AddressValues, problems: Record<string, string>): SummaryField[] =>
    ADDRESS_FIELDS.map((name) => ({
      id: addressFieldId(idPrefix, name),
      label: t(`fields.${name}`),
      message: problemText(problems[name], name === 'zip' ? value.country : undefined),
    }));
}

/**
 * Street, house number, addition, postal code, city and country; errors tied to their fields. A
 * wrong postal code says the rule of the chosen country with an example, as checkout does.
 */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  problems,
}: {
  idPrefix: string;
  value: AddressValues;
  onChange: (v: AddressValues) => void;
  problems: Record<string, string>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const site = useSite();
  const regions = new Intl.DisplayNames([site.locale], { type: 'region' });
  const set = (key: keyof AddressValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  const id = (name: keyof AddressValues) => addressFieldId(idPrefix, name);
  return (
    <>
      <div className={`${styles.grid} ${styles.streetRow}`}>
        <TextField
          id={id('street')}
          label={t('fields.street')}
          name="street"
          autoComplete="address-line1"
          value={value.street}
          onChange={set('street')}
          error={problemText(problems.street)}
          required
        />
        <TextField
          id={id('houseNumber')}
          label={t('fields.houseNumber')}
          name="houseNumber"
          value={value.houseNumber}
          onChange={set('houseNumber')}
          error={problemText(problems.houseNumber)}
          required
        />
      </div>
      <TextField
        id={id('addition')}
        label={t('fields.addition')}
        optionalText={t('common.optional')}
        name="addition"
        autoComplete="address-line2"
        value={value.addition}
        onChange={set('addition')}
        error={problemText(problems.addition)}
      />
      <div className={`${styles.grid} ${styles.zipRow}`}>
        <TextField
          id={id('zip')}
          label={t('fields.zip')}
          name="zip"
          autoComplete="postal-code"
          inputMode="numeric"
          value={value.zip}
          onChange={set('zip')}
          error={problemText(problems.zip, value.country)}
          required
        />
        <TextField
          id={id('city')}
          label={t('fields.city')}
          name="city"
          autoComplete="address-level2"
          value={value.city}
          onChange={set('city')}
          error={problemText(problems.city)}
          required
        />
      </div>
      <SelectField
        id={id('country')}
        label={t('fields.country')}
        name="country"
        autoComplete="country"
        value={value.country}
        onChange={set('country')}
        options={COUNTRY_CODES.map((cc) => ({ value: cc, label: regions.of(cc.toUpperCase()) ?? cc }))}
        error={problemText(problems.country)}
      />
    </>
  );
}
