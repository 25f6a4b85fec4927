import { useState, type FormEvent } from 'react';
import { passwordProblem } from 'config/account-rules';
import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { compact, noProblems, problemsFrom, type FormProblems } from '../../../lib/form-errors';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { resetPassword } from '../api/reset-password';

/** Sets a new password with the token of the mailed link. */
export function PasswordResetForm({ token }: { token: string }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = compact({ password: passwordProblem(password), repeat: repeat === password ? null : 'passwords_differ' });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: null });
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setProblems(problemsFrom(error));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Alert tone="success" title={t('reset.doneTitle')}>
        <p>{t('reset.done')}</p>
        <ShopLink to={{ name: 'accountOverview' }}>{t('reset.toLogin')}</ShopLink>
      </Alert>
    );
  }
  const expired = problems.form === 'reset_token_invalid' || problems.form === 'reset_token_expired';
  return (
    <Card as="section">
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {problems.form ? (
            <Alert tone="error">
              <p>{problemText(problems.form)}</p>
              {expired ? <ShopLink to={{ name: 'accountPasswordForgot' }}>{t('reset.requestNew')}</ShopLink> : null}
            </Alert>
          ) : null}
          <TextField
            label={t('fields.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            hint={t('fields.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problemText(problems.fields.password)}
            required
          />
          <TextField
            label={t('fields.repeatPassword')}
            type="password"
            name="repeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={problemText(problems.fields.repeat)}
            required
          />
          <div className={pageStyles.actions}>
            <Button type="submit" loading={busy}>
              {t('reset.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
