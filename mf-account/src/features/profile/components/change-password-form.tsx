import { useState, type FormEvent } from 'react';
import { passwordProblem } from 'config/account-rules';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { changePassword } from '../api/change-password';

/** Changes the password; this browser stays logged in, every other session ends. */
export function ChangePasswordForm({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const applyTokens = useAccountStore((s) => s.applyTokens);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const fields = compact({
      currentPassword: currentPassword ? null : 'required',
      password: passwordProblem(password, customer.email),
    });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: null });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      const tokens = await changePassword({
        password,
        currentPassword,
        userId: customer.identifier,
        email: customer.email,
      });
      applyTokens(tokens);
      setCurrentPassword('');
      setPassword('');
      setSaved(true);
    } catch (error) {
      setProblems(problemsFrom(error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title" className={pageStyles.sectionTitle}>
        {t('management.passwordTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary
            problems={problems}
            fields={[
              {
                id: 'password-current',
                label: t('fields.currentPassword'),
                message: problemText(problems.fields.currentPassword),
              },
              { id: 'password-new', label: t('fields.newPassword'), message: problemText(problems.fields.password) },
            ]}
            attempt={attempt}
          />
          {saved ? <Alert tone="success">{t('management.passwordSaved')}</Alert> : null}
          <TextField
            id="password-current"
            label={t('fields.currentPassword')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            error={problemText(problems.fields.currentPassword)}
            required
          />
          <TextField
            id="password-new"
            label={t('fields.newPassword')}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            hint={t('fields.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problemText(problems.fields.password)}
            required
          />
          <div className={pageStyles.actions}>
            <Button type="submit" variant="secondary" loading={busy}>
              {t('management.passwordSubmit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
