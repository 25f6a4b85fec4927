import { useRef, useState, type FormEvent } from 'react';
import {
  B2B_DEVICE_COUNTS,
  DEVICE_CATEGORY_KEYS,
  FORM_LIMITS,
  type B2BDeviceCount,
  type DeviceCategoryKey,
} from 'config/content';
import { compact, type FieldProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Button, CheckboxField, RadioGroup, TextAreaField, TextField } from 'shared/ui';
import { checkEmail, checkRequired, focusFirstError } from '../../../lib/field-checks';
import { wait } from '../../../lib/form-token';
import { Honeypot } from '../../../lib/honeypot';
import { PrivacyNote } from '../../../lib/privacy-note';
import { useFormToken } from '../../../lib/use-form-token';
import { useFieldText } from '../../../lib/use-field-text';
import { NAMESPACE } from '../../../i18n';
import { sendEnquiry } from '../api/send-enquiry';
import styles from './b2b.module.css';

type Field = 'company' | 'contactName' | 'email' | 'phone' | 'deviceCount' | 'deviceTypes' | 'message';
const ORDER: Field[] = ['company', 'contactName', 'email', 'phone', 'deviceCount', 'deviceTypes', 'message'];

/** The business enquiry: company, contact, how many devices of which kinds; the business team answers with an offer. */
export function B2BEnquiryForm() {
  const { t } = useTranslation(NAMESPACE);
  const fieldText = useFieldText();
  const site = useSite();
  const form = useRef<HTMLFormElement>(null);
  const takeToken = useFormToken('b2b');
  const [values, setValues] = useState({ company: '', contactName: '', email: '', phone: '', message: '' });
  const [deviceCount, setDeviceCount] = useState<B2BDeviceCount | null>(null);
  const [deviceTypes, setDeviceTypes] = useState<DeviceCategoryKey[]>([]);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const msg = (field: Field) => fieldText(errors[field]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact<Field>({
      company: checkRequired(values.company, FORM_LIMITS.companyMax),
      contactName: checkRequired(values.contactName, FORM_LIMITS.nameMax),
      email: checkEmail(values.email),
      phone: values.phone.trim() && !/^\+?[0-9 ()/-]{6,}$/.test(values.phone.trim()) ? 'invalid_phone' : undefined,
      deviceCount: deviceCount ? undefined : 'required',
      deviceTypes: deviceTypes.length ? undefined : 'required',
      message: values.message.length > FORM_LIMITS.messageMax ? 'too_long' : undefined,
    });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ORDER, found);
      return;
    }
    setSending(true);
    const payload = { country: site.country, ...values, deviceCount: deviceCount!, deviceTypes, website };
    try {
      let formToken = await takeToken();
      let result: string | null;
      try {
        result = await sendEnquiry({ ...payload, formToken });
      } catch (error) {
        const p = problemsFrom(error);
        if (p.form === 'too_fast') await wait(p.retryAfterSeconds ?? 3);
        else if (p.form === 'form_expired') formToken = await takeToken();
        else throw error;
        result = await sendEnquiry({ ...payload, formToken });
      }
      setReference(result);
    } catch (error) {
      const p = problemsFrom(error);
      setErrors(p.fields);
      setProblem(p.form === 'validation' ? null : p.form);
      focusFirstError(form.current, ORDER, p.fields);
    } finally {
      setSending(false);
    }
  };

  if (reference !== undefined) {
    return (
      <Alert tone="success" title={t('b2b.form.sentTitle')}>
        <p>{reference ? t('b2b.form.sentText', { reference }) : t('contact.sent.textNoReference')}</p>
      </Alert>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby="b2b-form-title">
      <h2 id="b2b-form-title" className={styles.formTitle}>
        {t('b2b.form.title')}
      </h2>
      <p className={styles.muted}>{t('b2b.form.lead')}</p>
      {problem ? <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert> : null}
      <div className={styles.pair}>
        <TextField
          label={t('b2b.form.company')}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={set('company')}
          error={msg('company')}
          maxLength={FORM_LIMITS.companyMax}
          required
        />
        <TextField
          label={t('b2b.form.contactName')}
          name="contactName"
          autoComplete="name"
          value={values.contactName}
          onChange={set('contactName')}
          error={msg('contactName')}
          maxLength={FORM_LIMITS.nameMax}
          required
        />
        <TextField
          label={t('b2b.form.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={msg('email')}
          required
        />
        <TextField
          label={t('b2b.form.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          optionalText={t('common.optional')}
          value={values.phone}
          onChange={set('phone')}
          error={msg('phone')}
          maxLength={FORM_LIMITS.phoneMax}
        />
      </div>
      <RadioGroup
        legend={t('b2b.form.deviceCount')}
        name="deviceCount"
        value={deviceCount}
        onChange={(v) => setDeviceCount(v as B2BDeviceCount)}
        options={B2B_DEVICE_COUNTS.map((c) => ({ value: c, label: t(`b2b.form.counts.${c}`) }))}
        error={msg('deviceCount')}
      />
      <fieldset className={styles.types} aria-describedby={errors.deviceTypes ? 'b2b-types-error' : undefined}>
        <legend>{t('b2b.form.deviceTypes')}</legend>
        <div className={styles.typeGrid}>
          {DEVICE_CATEGORY_KEYS.map((key) => (
            <CheckboxField
              key={key}
              name="deviceTypes"
              label={t(`categories.${key}`)}
              checked={deviceTypes.includes(key)}
              onChange={(e) =>
                setDeviceTypes((list) => (e.target.checked ? [...list, key] : list.filter((k) => k !== key)))
              }
            />
          ))}
        </div>
        {errors.deviceTypes ? (
          <p id="b2b-types-error" className={styles.error}>
            {t('errors.deviceTypes')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('b2b.form.message')}
        name="message"
        optionalText={t('common.optional')}
        hint={t('b2b.form.messageHint')}
        value={values.message}
        onChange={set('message')}
        error={msg('message')}
        maxLength={FORM_LIMITS.messageMax}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <PrivacyNote className={styles.muted} />
      <div>
        <Button type="submit" size="lg" loading={sending}>
          {sending ? t('common.sending') : t('b2b.form.submit')}
        </Button>
      </div>
    </form>
  );
}
