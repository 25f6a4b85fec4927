import { useState } from 'react';
import { problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useShopNavigate } from 'shared/router';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Button, Card, CheckboxField, Dialog } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { NAMESPACE } from '../../../i18n';
import { deleteAccount } from '../api/delete-account';

/** Deleting the account, behind a confirmation dialog. */
export function DeleteAccount({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useShopNavigate();
  const clearSession = useAccountStore((s) => s.clearSession);
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Counts failed attempts: each one moves the focus to the problem (the button is disabled meanwhile).
  const [attempt, setAttempt] = useState(0);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      await deleteAccount(customer.id, customer.identifier);
      clearSession('account-deleted');
      navigate({ name: 'accountOverview', query: { deleted: '1' } });
    } catch (error) {
      setProblem(problemsFrom(error).form);
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="delete-title" muted>
      <h2 id="delete-title" className={pageStyles.sectionTitle}>
        {t('management.deleteTitle')}
      </h2>
      <p>{t('management.deleteText')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('management.deleteOpen')}
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          setConfirmed(false);
        }}
        title={t('management.deleteDialogTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" disabled={!confirmed} loading={busy} onClick={remove}>
              {t('management.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('management.deleteDialogText')}</p>
        <CheckboxField
          label={t('management.deleteCheckbox')}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        <FormProblemSummary problems={{ fields: {}, form: problem }} fields={[]} attempt={attempt} />
      </Dialog>
    </Card>
  );
}
