import { useState, type FormEvent } from 'react';
import { birthdateProblem } from 'config/account-rules';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { formatDate, useTranslation } from 'shared/i18n';
import { useSite } from 'shared/router';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Alert, Button, Card, Stack, TextField } from 'shared/ui';
import { nameProblems } from '../../../lib/address-fields';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { SalutationField } from '../../../lib/salutation-field';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { patchPerson } from '../api/patch-person';

/** Salutation, name and birthdate (PATCH people). */
export function PersonalDataForm({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const site = useSite();
  const loadCustomer = useAccountStore((s) => s.loadCustomer);
  const person = customer.person!;
  const [salutation, setSalutation] = useState<'mr' | 'ms' | 'none'>(person.salutation ?? 'none');
  const [firstName, setFirstName] = useState(person.firstName);
  const [lastName, setLastName] = useState(person.lastName);
  const [birthdate, setBirthdate] = useState(person.birthdate ?? '');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const fields = {
      ...nameProblems(firstName, lastName),
      ...compact({ birthdate: birthdate ? birthdateProblem(birthdate) : null }),
    };
    if (Object.keys(fields).length) {
      setProblems({ fields, form: 'validation' });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await patchPerson(person['@id'], customer['@id'], {
        salutation,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        birthdate: birthdate || null,
      });
      await loadCustomer();
      setSaved(true);
    } catch (error) {
      setProblems(problemsFrom(error, 'address.'));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  const f = problems.fields;
  const summaryFields = [
    { id: 'personal-firstName', label: t('fields.firstName'), message: problemText(f.firstName) },
    { id: 'personal-lastName', label: t('fields.lastName'), message: problemText(f.lastName) },
    { id: 'personal-birthdate', label: t('fields.birthdate'), message: problemText(f.birthdate) },
  ];
  return (
    <Card as="section" aria-labelledby="personal-title">
      <h2 id="personal-title" className={pageStyles.sectionTitle}>
        {t('management.personalTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <FormProblemSummary problems={problems} fields={summaryFields} attempt={attempt} />
          {saved ? <Alert tone="success">{t('management.personalSaved')}</Alert> : null}
          <SalutationField value={salutation} onChange={setSalutation} />
          <div className={`${pageStyles.grid} ${pageStyles.twoColumns}`}>
            <TextField
              id="personal-firstName"
              label={t('fields.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={problemText(f.firstName)}
              required
            />
            <TextField
              id="personal-lastName"
              label={t('fields.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
              error={problemText(f.lastName)}
              required
            />
          </div>
          <TextField
            id="personal-birthdate"
            label={t('fields.birthdate')}
            optionalText={t('common.optional')}
            type="date"
            name="birthdate"
            autoComplete="bday"
            value={birthdate}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(e) => setBirthdate(e.target.value)}
            hint={
              person.birthdate
                ? t('management.birthdateSaved', { date: formatDate(person.birthdate, site.country) })
                : t('management.birthdateHint')
            }
            error={problemText(f.birthdate)}
          />
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
