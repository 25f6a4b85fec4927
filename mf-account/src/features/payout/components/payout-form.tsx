import { useState, type FormEvent } from 'react';
import { nameProblem } from 'config/account-rules';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { checkIban, formatIban } from 'shared/iban';
import { useShopNavigate } from 'shared/router';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Button, Card, RadioGroup, Stack, TextField } from 'shared/ui';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { savePayout } from '../api/save-payout';

/** The problem codes this form and the API's customer resource use (`iban_invalid`, `iban_not_sepa`). */
function ibanProblem(iban: string): string | null {
  const check = checkIban(iban, true);
  if (check.state === 'empty') return 'required';
  if (check.state === 'valid') return null;
  return check.code === 'iban_not_sepa' ? 'iban_not_sepa' : 'iban_invalid';
}

/** Bank transfer (IBAN) or PayPal: where we pay the money for the devices. */
export function PayoutForm({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const navigate = useShopNavigate();
  const loadCustomer = useAccountStore((s) => s.loadCustomer);
  const bank = customer.bankAccounts[0] ?? null;
  const paypal = customer.paypalAccounts[0] ?? null;
  const personName = customer.person ? `${customer.person.firstName} ${customer.person.lastName}` : '';
  const [type, setType] = useState<'bank' | 'paypal'>(customer.payoutMethod ?? (paypal && !bank ? 'paypal' : 'bank'));
  const [accountHolder, setAccountHolder] = useState(bank?.accountHolder ?? personName);
  const [iban, setIban] = useState(bank ? formatIban(bank.iban) : '');
  const [bic, setBic] = useState(bank?.bic ?? '');
  const [paypalEmail, setPaypalEmail] = useState(paypal?.email ?? customer.email);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields =
      type === 'bank'
        ? compact({
            accountHolder: accountHolder.trim()
              ? nameProblem(accountHolder) === 'too_long'
                ? 'too_long'
                : null
              : 'required',
            iban: ibanProblem(iban),
          })
        : compact({
            email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(paypalEmail.trim())
              ? null
              : paypalEmail.trim()
                ? 'email_invalid'
                : 'required',
          });
    if (Object.keys(fields).length) {
      setProblems({ fields, form: 'validation' });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      if (type === 'bank') await savePayout(customer['@id'], { type, accountHolder, iban, bic }, bank?.['@id'] ?? null);
      else await savePayout(customer['@id'], { type, email: paypalEmail }, paypal?.['@id'] ?? null);
      await loadCustomer();
      navigate({ name: 'accountOverview', query: { saved: 'payout' } });
    } catch (error) {
      const found = problemsFrom(error);
      const fields: Record<string, string> = {};
      for (const [key, code] of Object.entries(found.fields)) fields[key.split('.').pop()!] = code;
      setProblems({ fields, form: found.form });
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  }

  const f = problems.fields;
  // Only the fields of the chosen method are shown (switching it clears the problems).
  const summaryFields =
    type === 'bank'
      ? [
          { id: 'payout-accountHolder', label: t('fields.accountHolder'), message: problemText(f.accountHolder) },
          { id: 'payout-iban', label: t('fields.iban'), message: problemText(f.iban) },
          { id: 'payout-bic', label: t('fields.bic'), message: problemText(f.bic) },
        ]
      : [{ id: 'payout-paypalEmail', label: t('fields.paypalEmail'), message: problemText(f.email) }];
  return (
    <Card as="section">
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary problems={problems} fields={summaryFields} attempt={attempt} />
          <RadioGroup
            legend={t('payout.method')}
            name="payoutMethod"
            value={type}
            onChange={(v) => {
              setType(v as 'bank' | 'paypal');
              setProblems(noProblems);
            }}
            options={[
              { value: 'bank', label: t('payout.bank'), hint: t('payout.bankHint') },
              { value: 'paypal', label: t('payout.paypal'), hint: t('payout.paypalHint') },
            ]}
          />
          {type === 'bank' ? (
            <>
              <TextField
                id="payout-accountHolder"
                label={t('fields.accountHolder')}
                name="accountHolder"
                autoComplete="name"
                value={accountHolder}
                onChange={(e) => setAccountHolder(e.target.value)}
                error={problemText(f.accountHolder)}
                required
              />
              <TextField
                id="payout-iban"
                label={t('fields.iban')}
                name="iban"
                autoComplete="off"
                spellCheck={false}
                value={iban}
                onChange={(e) => setIban(e.target.value.toUpperCase())}
                onBlur={() => setIban(formatIban(iban))}
                error={problemText(f.iban)}
                required
              />
              <TextField
                id="payout-bic"
                label={t('fields.bic')}
                optionalText={t('common.optional')}
                name="bic"
                autoComplete="off"
                value={bic}
                onChange={(e) => setBic(e.target.value.toUpperCase())}
                error={problemText(f.bic)}
              />
            </>
          ) : (
            <TextField
              id="payout-paypalEmail"
              label={t('fields.paypalEmail')}
              type="email"
              name="paypalEmail"
              autoComplete="email"
              value={paypalEmail}
              onChange={(e) => setPaypalEmail(e.target.value)}
              error={problemText(f.email)}
              required
            />
          )}
          <p className={pageStyles.muted}>{t('payout.safety')}</p>
          <div className={pageStyles.actions}>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
