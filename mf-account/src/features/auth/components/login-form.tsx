import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { useAccountStore } from 'shared/stores';
import { Alert, Button, Card, CheckboxField, Stack, TextField } from 'shared/ui';
import { compact, noProblems, problemsFrom, type FormProblems } from '../../../lib/form-errors';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = compact({ email: email.trim() ? null : 'required', password: password ? null : 'required' });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: null });
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await login(email, password, rememberMe);
    } catch (error) {
      const found = problemsFrom(error);
      setProblems({ fields: {}, form: found.form === 'checkFields' ? 'invalid_credentials' : found.form });
      setPassword('');
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
          {problems.form ? <Alert tone="error">{problemText(problems.form)}</Alert> : null}
          <TextField
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
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problemText(problems.fields.password)}
            required
          />
          <CheckboxField label={t('login.rememberMe')} hint={t('login.rememberMeHint')} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
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
