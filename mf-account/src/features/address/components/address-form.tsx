import { useState, type FormEvent } from 'react';
import { type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useShopNavigate } from 'shared/router';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Button, Card, Stack, TextField } from 'shared/ui';
import {
  addressProblems,
  AddressFields,
  nameProblems,
  useAddressSummary,
  type AddressValues,
} from '../../../lib/address-fields';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { SalutationField } from '../../../lib/salutation-field';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { patchAddress } from '../api/patch-address';

/** Changes the customer's postal address (the one shipping labels and letters use). */
export function AddressForm({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const addressSummary = useAddressSummary();
  const navigate = useShopNavigate();
  const loadCustomer = useAccountStore((s) => s.loadCustomer);
  const current = customer.addresses[0]!;
  const [salutation, setSalutation] = useState<'mr' | 'ms' | 'none'>(current.salutation ?? 'none');
  const [firstName, setFirstName] = useState(current.firstName);
  const [lastName, setLastName] = useState(current.lastName);
  const [address, setAddress] = useState<AddressValues>({
    street: current.street,
    houseNumber: current.houseNumber,
    addition: current.addition ?? '',
    zip: current.zip,
    city: current.city,
    country: current.country,
  });
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { ...nameProblems(firstName, lastName), ...addressProblems(address) };
    if (Object.keys(fields).length) {
      setProblems({ fields, form: 'validation' });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await patchAddress(current['@id'], customer['@id'], { salutation, firstName, lastName, ...address });
      await loadCustomer();
      navigate({ name: 'accountOverview', query: { saved: 'address' } });
    } catch (error) {
      setProblems(problemsFrom(error, 'address.'));
      setAttempt((n) => n + 1);
      setBusy(false);
    }
  }

  const f = problems.fields;
  const summaryFields = [
    { id: 'address-firstName', label: t('fields.firstName'), message: problemText(f.firstName) },
    { id: 'address-lastName', label: t('fields.lastName'), message: problemText(f.lastName) },
    ...addressSummary('address', address, f),
  ];
  return (
    <Card as="section">
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary problems={problems} fields={summaryFields} attempt={attempt} />
          <SalutationField value={salutation} onChange={setSalutation} />
          <div className={`${pageStyles.grid} ${pageStyles.twoColumns}`}>
            <TextField
              id="address-firstName"
              label={t('fields.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={problemText(f.firstName)}
              required
            />
            <TextField
              id="address-lastName"
              label={t('fields.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              error={problemText(f.lastName)}
              required
            />
          </div>
          <AddressFields idPrefix="address" value={address} onChange={setAddress} problems={f} />
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
