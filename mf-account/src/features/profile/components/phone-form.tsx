import { useState, type FormEvent } from 'react';
import { type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { savePhone } from '../api/save-phone';

/** The phone number we call when a device needs clarifying. */
export function PhoneForm({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const loadCustomer = useAccountStore((s) => s.loadCustomer);
  const current = customer.phoneContacts[0] ?? null;
  const [phone, setPhone] = useState(current?.phone ?? '');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!phone.trim()) {
      setProblems({ fields: { phone: 'required' }, form: null });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await savePhone(customer['@id'], phone.trim(), current?.['@id'] ?? null);
      const updated = await loadCustomer();
      setPhone(updated?.phoneContacts[0]?.phone ?? phone);
      setSaved(true);
    } catch (error) {
      setProblems(problemsFrom(error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="phone-title">
      <h2 id="phone-title" className={pageStyles.sectionTitle}>
        {t('management.phoneTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary
            problems={problems}
            fields={[{ id: 'phone-phone', label: t('fields.phone'), message: problemText(problems.fields.phone) }]}
            attempt={attempt}
          />
          {saved ? <Alert tone="success">{t('management.phoneSaved')}</Alert> : null}
          <TextField
            id="phone-phone"
            label={t('fields.phone')}
            type="tel"
            name="phone"
            autoComplete="tel"
            hint={t('management.phoneHint')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={problemText(problems.fields.phone)}
          />
          <div className={pageStyles.actions}>
            <Button type="submit" variant="secondary" loading={busy}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
