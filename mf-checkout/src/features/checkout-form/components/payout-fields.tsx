import { useTranslation } from 'shared/i18n';
import { checkIban, formatIban } from 'shared/iban';
import { useSite } from 'shared/router';
import { RadioGroup, TextField } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { errorText, fieldId, textFieldProps, type CheckoutForm } from './field-props';
import styles from './details-step.module.css';

/** Payout: bank transfer (IBAN, checked as it is typed) or PayPal. Payment types from config. */
export function PayoutFields({
  form,
  paymentTypes,
}: {
  form: CheckoutForm;
  paymentTypes: readonly ('DirectDebitSwift' | 'Paypal')[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const site = useSite();
  const { values } = form;
  const iban = checkIban(values.iban);
  const ibanError = errorText(t, 'iban', form.errors.iban, site.country);
  // Checked as typed: a wrong country or check digits show at once; a complete valid IBAN is confirmed.
  const liveError = !ibanError && iban.state === 'invalid' ? errorText(t, 'iban', iban.code, site.country) : undefined;
  const ibanHint =
    iban.state === 'valid'
      ? t('fields.iban.valid', { country: countryName(iban.country!, site.locale) })
      : iban.state === 'typing' && iban.remaining
        ? t('fields.iban.remaining', { count: iban.remaining })
        : t('fields.iban.hint');
  return (
    <>
      <RadioGroup
        legend={t('fields.payoutMethod.legend')}
        name="payoutMethod"
        value={values.payoutMethod}
        onChange={(v) => form.set('payoutMethod', v as 'DirectDebitSwift' | 'Paypal')}
        options={paymentTypes.map((type) => ({
          value: type,
          label: t(`fields.payoutMethod.${type}`),
          hint: t(`fields.payoutMethod.${type}Hint`),
        }))}
      />
      {values.payoutMethod === 'DirectDebitSwift' ? (
        <div className={styles.grid2}>
          <TextField
            label={t('fields.accountHolder.label')}
            autoComplete="name"
            {...textFieldProps(form, t, 'accountHolder', site.country)}
          />
          <div className={styles.ibanField} data-iban-state={iban.state}>
            <TextField
              label={t('fields.iban.label')}
              id={fieldId('iban')}
              name="iban"
              value={formatIban(values.iban)}
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={42}
              onChange={(e) => form.set('iban', e.target.value.replace(/\s+/g, '').toUpperCase())}
              onBlur={() => form.blur('iban')}
              error={ibanError ?? liveError}
              hint={ibanHint}
            />
          </div>
        </div>
      ) : (
        <TextField
          label={t('fields.paypalEmail.label')}
          type="email"
          autoComplete="email"
          hint={t('fields.paypalEmail.hint')}
          {...textFieldProps(form, t, 'paypalEmail', site.country)}
        />
      )}
    </>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
