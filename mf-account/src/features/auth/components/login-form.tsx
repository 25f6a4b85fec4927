import { useState, type FormEvent } from 'react';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { useAccountStore } from 'shared/stores';
import { Button, Card, CheckboxField, Stack, TextField } from 'shared/ui';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { useProblemText } from '../../../lib/use-problem-text';
import { pageStyles } from '../../../lib/account-page';
import { NAMESPACE } from '../../../i18n';

/** E-mail, password and remember-me. With remember-me the browser keeps a refresh token, never the password. */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const login = useAccountStore((s) => s.login);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed attempts: each one moves the focus to what went wrong (the button is disabled meanwhile).
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = compact({ email: email.trim() ? null : 'required', password: password ? null : 'required' });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: null });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await login(email, password, rememberMe);
    } catch (error) {
      const found = problemsFrom(error);
      setProblems({ fields: {}, form: found.form === 'validation' ? 'invalid_credentials' : found.form });
      setPassword('');
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="login-title">
      <h2 id="login-title" className={pageStyles.sectionTitle}>
        {t('login.title')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary
            problems={problems}
            fields={[
              { id: 'login-email', label: t('fields.email'), message: problemText(problems.fields.email) },
              { id: 'login-password', label: t('fields.password'), message: problemText(problems.fields.password) },
            ]}
            attempt={attempt}
          />
          <TextField
            id="login-email"
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problemText(problems.fields.email)}
            required
          />
          <TextField
            id="login-password"
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problemText(problems.fields.password)}
            required
          />
          <CheckboxField
            label={t('login.rememberMe')}
            hint={t('login.rememberMeHint')}
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          <div className={pageStyles.actions}>
            <Button type="submit" loading={busy}>
              {t('login.submit')}
            </Button>
            <ShopLink to={{ name: 'accountPasswordForgot' }}>{t('login.forgot')}</ShopLink>
          </div>
          <p className={pageStyles.muted}>
            {t('login.noAccount')} <ShopLink to={{ name: 'accountRegister' }}>{t('login.register')}</ShopLink>
          </p>
        </Stack>
      </form>
    </Card>
  );
}
