import { useRef, useState, type FormEvent } from 'react';
import { compact, type FieldProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Button, CheckboxField, TextField } from 'shared/ui';
import { checkEmail, focusFirstError } from '../../../lib/field-checks';
import { Honeypot } from '../../../lib/honeypot';
import { useFieldText } from '../../../lib/use-field-text';
import { NAMESPACE } from '../../../i18n';
import { subscribe } from '../api/newsletter-api';
import styles from './newsletter.module.css';
import { emptyPreferences, PreferencesFields, type Preferences } from './preferences-fields';

/** The newsletter page without a link hash: sign up with name and interests in one go. */
export function FullSignupForm() {
  const { t } = useTranslation(NAMESPACE);
  const fieldText = useFieldText();
  const site = useSite();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [preferences, setPreferences] = useState<Preferences>(emptyPreferences);
  const [errors, setErrors] = useState<FieldProblems>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ email: checkEmail(email), consent: consent ? undefined : 'consent_required' });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ['email', 'consent'], found);
      return;
    }
    setState('sending');
    try {
      await subscribe({
        country: site.country,
        email: email.trim(),
        consent,
        source: 'enrich',
        salutation: preferences.salutation,
        firstName: preferences.firstName.trim() || undefined,
        lastName: preferences.lastName.trim() || undefined,
        interests: preferences.interests,
        website,
      });
      setState('sent');
    } catch (error) {
      const p = problemsFrom(error);
      setErrors(p.fields);
      setProblem(p.form === 'validation' ? null : p.form);
      setState('idle');
    }
  };

  if (state === 'sent') {
    return (
      <Alert tone="success" title={t('newsletter.sent.title')}>
        <p>{t('newsletter.sent.text')}</p>
      </Alert>
    );
  }
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className={styles.form}>
      {problem ? <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert> : null}
      <TextField
        label={t('newsletter.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldText(errors.email)}
        required
      />
      <PreferencesFields value={preferences} onChange={setPreferences} errors={errors} />
      <CheckboxField
        label={t('newsletter.consent')}
        name="consent"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        error={fieldText(errors.consent)}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" loading={state === 'sending'}>
        {t('newsletter.submit')}
      </Button>
    </form>
  );
}
