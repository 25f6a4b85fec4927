import { useRef, useState, type FormEvent } from 'react';
import { problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Alert, Button } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import { updateSubscriber, type Subscriber } from '../api/newsletter-api';
import styles from './newsletter.module.css';
import { PreferencesFields, type Preferences } from './preferences-fields';

/** Name and interests of a confirmed subscriber, saved by the link's e-mail hash. */
export function EnrichForm({ emailHash, subscriber }: { emailHash: string; subscriber: Subscriber }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState<Preferences>({
    salutation: subscriber.salutation ?? 'none',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName ?? '',
    interests: subscriber.interests,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    setProblem(null);
    try {
      await updateSubscriber(emailHash, {
        salutation: value.salutation,
        firstName: value.firstName.trim(),
        lastName: value.lastName.trim(),
        interests: value.interests,
      });
      setErrors({});
      setState('saved');
    } catch (error) {
      const p = problemsFrom(error);
      setErrors(p.fields);
      setProblem(p.form === 'validation' ? null : p.form);
      setState('idle');
    }
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className={styles.form} aria-labelledby="enrich-form-title">
      <h2 id="enrich-form-title">{t('newsletter.enrich.formTitle')}</h2>
      <p>{t('newsletter.enrich.formText', { email: subscriber.emailMasked })}</p>
      {problem ? <Alert tone="error">{t(`errors.${problem}`, { defaultValue: t('errors.generic') })}</Alert> : null}
      <PreferencesFields value={value} onChange={(v) => (setValue(v), setState('idle'))} errors={errors} />
      <div className={styles.actions}>
        <Button type="submit" loading={state === 'saving'}>
          {t('newsletter.enrich.save')}
        </Button>
      </div>
      {state === 'saved' ? (
        <Alert tone="success" title={t('newsletter.enrich.saved')}>
          <p>{t('newsletter.enrich.savedText')}</p>
        </Alert>
      ) : null}
    </form>
  );
}
