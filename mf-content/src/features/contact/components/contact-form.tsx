import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { countries, type SupportSubject } from 'config';
import { isValidTradeNumber } from 'config/checkout';
import { FORM_LIMITS, normalizeTradeNumber } from 'config/content';
import { compact, type FieldProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Button, SelectField, TextAreaField, TextField } from 'shared/ui';
import { checkEmail, checkRequired, focusFirstError } from '../../../lib/field-checks';
import { wait } from '../../../lib/form-token';
import { Honeypot } from '../../../lib/honeypot';
import { PrivacyNote } from '../../../lib/privacy-note';
import { useFormToken } from '../../../lib/use-form-token';
import { useFieldText } from '../../../lib/use-field-text';
import { NAMESPACE } from '../../../i18n';
import { sendContact } from '../api/send-contact';
import styles from './contact.module.css';

type Field = 'subject' | 'name' | 'email' | 'tradeNumber' | 'message';
const ORDER: Field[] = ['subject', 'name', 'email', 'tradeNumber', 'message'];

function checkTradeNumber(value: string): string | undefined {
  const v = normalizeTradeNumber(value);
  return !v || isValidTradeNumber(v) ? undefined : 'invalid_trade_number';
}

function checkMessage(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if (v.length < FORM_LIMITS.messageMin) return 'too_short';
  return v.length > FORM_LIMITS.messageMax ? 'too_long' : undefined;
}

/**
 * The contact form: the country's ten subjects, name, e-mail, optional trade number and the
 * message. Problems are shown at each field and summed up at the top; the server checks the same.
 */
export function ContactForm() {
  const { t } = useTranslation(NAMESPACE);
  const fieldText = useFieldText();
  const site = useSite();
  const [search] = useSearchParams();
  const subjects = countries[site.country].supportWidget.subjects;
  const preset = search.get('subject');
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const takeToken = useFormToken('contact');
  const [values, setValues] = useState({
    subject: preset && (subjects as readonly string[]).includes(preset) ? preset : '',
    name: '',
    email: '',
    tradeNumber: (search.get('trade') ?? '').slice(0, 32),
    message: '',
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null | undefined>(undefined);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const message = (field: Field) => {
    return fieldText(errors[field], { min: FORM_LIMITS.messageMin, max: FORM_LIMITS.messageMax });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact<Field>({
      subject: values.subject ? undefined : 'invalid_subject',
      name: checkRequired(values.name, FORM_LIMITS.nameMax),
      email: checkEmail(values.email),
      tradeNumber: checkTradeNumber(values.tradeNumber),
      message: checkMessage(values.message),
    });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) {
      summary.current?.focus();
      return;
    }
    setSending(true);
    const payload = {
      country: site.country,
      subject: values.subject as SupportSubject,
      name: values.name.trim(),
      email: values.email.trim(),
      tradeNumber: values.tradeNumber.trim(),
      message: values.message.trim(),
      website,
    };
    try {
      let formToken = await takeToken();
      let result: string | null;
      try {
        result = await sendContact({ ...payload, formToken });
      } catch (error) {
        // Sent within seconds of opening the form: wait as long as the server asks, then once more.
        const p = problemsFrom(error);
        if (p.form !== 'too_fast' && p.form !== 'form_expired') throw error;
        if (p.form === 'too_fast') await wait(p.retryAfterSeconds ?? 3);
        else formToken = await takeToken();
        result = await sendContact({ ...payload, formToken });
      }
      setReference(result);
    } catch (error) {
      const p = problemsFrom(error);
      setErrors(p.fields);
      setProblem(p.form === 'validation' ? null : p.form);
      if (p.form === 'validation') {
        summary.current?.focus();
        focusFirstError(form.current, ORDER, p.fields);
      }
    } finally {
      setSending(false);
    }
  };

  if (reference !== undefined) {
    return (
      <Alert tone="success" title={t('contact.sent.title')}>
        <p>{reference ? t('contact.sent.text', { reference }) : t('contact.sent.textNoReference')}</p>
      </Alert>
    );
  }

  const errorList = ORDER.filter((f) => errors[f]);
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        {t('contact.formTitle')}
      </h2>
      <div ref={summary} tabIndex={-1} className={styles.summary}>
        {errorList.length ? (
          <Alert tone="error" title={t('errors.summary')}>
            <ul>
              {errorList.map((f) => (
                <li key={f}>
                  {/* The field's short name, not its label: "Worum geht es?: …" read as a typo. */}
                  <a href={`#contact-${f}`}>
                    {t('errors.summaryItem', { field: t(`contact.summaryFields.${f}`), message: message(f) })}
                  </a>
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {problem ? <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert> : null}
      </div>
      <SelectField
        id="contact-subject"
        label={t('contact.fields.subject')}
        name="subject"
        value={values.subject}
        onChange={set('subject')}
        placeholder={t('contact.subjectPlaceholder')}
        options={subjects.map((s) => ({ value: s, label: t(`contact.subjects.${s}`) }))}
        error={message('subject')}
        required
      />
      <div className={styles.pair}>
        <TextField
          id="contact-name"
          label={t('contact.fields.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={message('name')}
          maxLength={FORM_LIMITS.nameMax}
          required
        />
        <TextField
          id="contact-email"
          label={t('contact.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={message('email')}
          required
        />
      </div>
      <TextField
        id="contact-tradeNumber"
        label={t('contact.fields.tradeNumber')}
        name="tradeNumber"
        optionalText={t('common.optional')}
        hint={t('contact.tradeNumberHint')}
        value={values.tradeNumber}
        onChange={set('tradeNumber')}
        error={message('tradeNumber')}
        maxLength={40}
      />
      <TextAreaField
        id="contact-message"
        label={t('contact.fields.message')}
        name="message"
        value={values.message}
        onChange={set('message')}
        error={message('message')}
        hint={t('contact.messageHint', { count: values.message.trim().length, max: FORM_LIMITS.messageMax })}
        maxLength={FORM_LIMITS.messageMax}
        rows={7}
        required
      />
      <Honeypot value={website} onChange={setWebsite} />
      <PrivacyNote className={styles.privacy} />
      <div>
        <Button type="submit" size="lg" loading={sending}>
          {sending ? t('common.sending') : t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
