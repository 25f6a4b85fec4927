import { useRef, useState, type FormEvent } from 'react';
import { compact, type FieldProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Button, CheckboxField, TextField, useHydrated } from 'shared/ui';
import { checkEmail, focusFirstError } from '../../../lib/field-checks';
import { Honeypot } from '../../../lib/honeypot';
import { useFieldText } from '../../../lib/use-field-text';
import { NAMESPACE } from '../../../i18n';
import { subscribe } from '../api/newsletter-api';
import styles from './newsletter.module.css';

type Field = 'email' | 'consent';

/** The compact sign-up of the home page: e-mail and consent; the double opt-in mail does the rest. */
export function NewsletterSignup({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const fieldText = useFieldText();
  const site = useSite();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = compact<Field>({ email: checkEmail(email), consent: consent ? undefined : 'consent_required' });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) {
      focusFirstError(form.current, ['email', 'consent'], found);
      return;
    }
    setState('sending');
    try {
      await subscribe({ country: site.country, email: email.trim(), consent, source: 'home', website });
      setState('sent');
    } catch (error) {
      const p = problemsFrom(error);
      setErrors(p.fields);
      setProblem(p.form === 'validation' ? null : p.form);
      setState('idle');
    }
  };

  return (
    <section className={styles.box} aria-labelledby="newsletter-title" data-home-section="newsletter">
      <h2 id="newsletter-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {state === 'sent' ? (
        <Alert tone="success" title={t('newsletter.sent.title')}>
          <p>{t('newsletter.sent.text')}</p>
        </Alert>
      ) : (
        <form ref={form} noValidate onSubmit={onSubmit} className={styles.form}>
          {/* Rendered on the server (the home page): usable once its script has taken the page over. */}
          <fieldset disabled={!hydrated} className={styles.fieldset}>
            {problem ? (
              <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert>
            ) : null}
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
          </fieldset>
        </form>
      )}
    </section>
  );
}
