import { useState, type FormEvent } from 'react';
import { type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { forgotPassword } from '../api/forgot-password';

/** Asks for the e-mail and mails a reset link; says the same whether or not the address has an account. */
export function PasswordForgotForm() {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const site = useSite();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblems({ fields: { email: email.trim() ? 'email_invalid' : 'required' }, form: null });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await forgotPassword(email, site.locale);
      setSent(true);
    } catch (error) {
      setProblems(problemsFrom(error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Alert tone="success" title={t('forgot.sentTitle')}>
        <p>{t('forgot.sent', { email: email.trim().toLowerCase() })}</p>
      </Alert>
    );
  }
  return (
    <Card as="section">
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary
            problems={problems}
            fields={[{ id: 'forgot-email', label: t('fields.email'), message: problemText(problems.fields.email) }]}
            attempt={attempt}
          />
          <TextField
            id="forgot-email"
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={problemText(problems.fields.email)}
            required
          />
          <div className={pageStyles.actions}>
            <Button type="submit" loading={busy}>
              {t('forgot.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
