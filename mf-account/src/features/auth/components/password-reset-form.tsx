import { useState, type FormEvent } from 'react';
import { passwordProblem } from 'config/account-rules';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
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
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = compact({
      password: passwordProblem(password),
      repeat: repeat === password ? null : 'passwords_differ',
    });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: null });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setProblems(problemsFrom(error));
      setAttempt((n) => n + 1);
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
          <FormProblemSummary
            problems={problems}
            fields={[
              { id: 'reset-password', label: t('fields.newPassword'), message: problemText(problems.fields.password) },
              { id: 'reset-repeat', label: t('fields.repeatPassword'), message: problemText(problems.fields.repeat) },
            ]}
            attempt={attempt}
            action={
              expired ? <ShopLink to={{ name: 'accountPasswordForgot' }}>{t('reset.requestNew')}</ShopLink> : undefined
            }
          />
          <TextField
            id="reset-password"
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
            id="reset-repeat"
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
