import { useState, type FormEvent } from 'react';
import { useTranslation } from 'shared/i18n';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { noProblems, problemsFrom, type FormProblems } from '../../../lib/form-errors';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!phone.trim()) {
      setProblems({ fields: { phone: 'required' }, form: null });
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
          {problems.form && problems.form !== 'checkFields' ? <Alert tone="error">{problemText(problems.form)}</Alert> : null}
          {saved ? <Alert tone="success">{t('management.phoneSaved')}</Alert> : null}
          <TextField
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
