import { VAT_ID_EXAMPLES } from 'config/checkout';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { useCheckoutStore } from 'shared/stores';
import { Button, Card, SelectField, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import type { CheckoutFormValues } from '../schemas/checkout-form';
import styles from './details-step.module.css';
import { errorText, fieldId, textFieldProps, type CheckoutForm } from './field-props';

/** The company of a business customer: name and VAT id. */
export function CompanyFields({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  return (
    <Card as="section" className={styles.section} aria-labelledby="section-company">
      <h2 id="section-company" className={styles.sectionTitle}>
        {t('details.company')}
      </h2>
      <p className={styles.sectionLead}>{t('b2b.formNote')}</p>
      <div className={styles.grid2}>
        <TextField
          label={t('fields.company.label')}
          autoComplete="organization"
          {...textFieldProps(form, t, 'company', site.country)}
        />
        <TextField
          label={t('fields.vatId.label')}
          hint={t('fields.vatId.hint', { example: VAT_ID_EXAMPLES[site.country] })}
          autoCapitalize="characters"
          spellCheck={false}
          {...textFieldProps(form, t, 'vatId', site.country)}
        />
      </div>
      {site.shopMode !== 'b2bWidget' ? (
        <Button variant="ghost" size="sm" onClick={() => useCheckoutStore.getState().setB2BMode(false)}>
          {t('b2b.switchToPrivate')}
        </Button>
      ) : null}
    </Card>
  );
}

/** Who sells (or, for a business, its contact person): salutation, name, e-mail and phone. */
export function PersonFields({ form, b2b }: { form: CheckoutForm; b2b: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const { values } = form;
  return (
    <Card as="section" className={styles.section} aria-labelledby="section-person">
      <h2 id="section-person" className={styles.sectionTitle}>
        {t(b2b ? 'details.contactPerson' : 'details.person')}
      </h2>
      <div className={styles.grid3}>
        <SelectField
          label={t('fields.salutation.label')}
          id={fieldId('salutation')}
          name="salutation"
          value={values.salutation}
          placeholder={t('fields.salutation.placeholder')}
          options={(['ms', 'mr', 'none'] as const).map((v) => ({ value: v, label: t(`fields.salutation.${v}`) }))}
          onChange={(e) => form.set('salutation', e.target.value as CheckoutFormValues['salutation'])}
          onBlur={() => form.blur('salutation')}
          error={errorText(t, 'salutation', form.errors.salutation, site.country)}
          autoComplete="honorific-prefix"
        />
        <TextField
          label={t('fields.firstName.label')}
          autoComplete="given-name"
          {...textFieldProps(form, t, 'firstName', site.country)}
        />
        <TextField
          label={t('fields.lastName.label')}
          autoComplete="family-name"
          {...textFieldProps(form, t, 'lastName', site.country)}
        />
      </div>
      <div className={styles.grid2}>
        <TextField
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          hint={t('fields.email.hint')}
          {...textFieldProps(form, t, 'email', site.country)}
        />
        <TextField
          label={t('fields.phone.label')}
          type="tel"
          autoComplete="tel"
          hint={t('fields.phone.hint')}
          {...textFieldProps(form, t, 'phone', site.country)}
        />
      </div>
    </Card>
  );
}

/** Where the parcel comes from: street, house number, postal code and city of the shop's country. */
export function AddressFields({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  return (
    <Card as="section" className={styles.section} aria-labelledby="section-address">
      <h2 id="section-address" className={styles.sectionTitle}>
        {t('details.address')}
      </h2>
      <p className={styles.sectionLead}>{t('details.addressLead')}</p>
      <div className={styles.gridStreet}>
        <TextField
          label={t('fields.street.label')}
          autoComplete="address-line1"
          {...textFieldProps(form, t, 'street', site.country)}
        />
        <TextField label={t('fields.houseNumber.label')} {...textFieldProps(form, t, 'houseNumber', site.country)} />
      </div>
      <TextField
        label={t('fields.addressExtra.label')}
        optionalText={t('common.optional')}
        autoComplete="address-line2"
        {...textFieldProps(form, t, 'addressExtra', site.country)}
      />
      <div className={styles.gridCity}>
        <TextField
          label={t('fields.postalCode.label')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          hint={t(`postalCodeHint.${site.country}`)}
          {...textFieldProps(form, t, 'postalCode', site.country)}
        />
        <TextField
          label={t('fields.city.label')}
          autoComplete="address-level2"
          {...textFieldProps(form, t, 'city', site.country)}
        />
      </div>
      <p className={styles.country}>{t('fields.country.value', { country: t(`countryName.${site.country}`) })}</p>
    </Card>
  );
}
