import { useState, type FormEvent } from 'react';
import { CONTENT_PAGE_SLUGS } from 'config';
import { passwordProblem } from 'config/account-rules';
import { bus } from 'shared/bus';
import { compact, type FormProblems, noProblems, problemsFrom } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { ShopLink, useSite } from 'shared/router';
import { Alert, Button, Card, CheckboxField, Stack, TextField } from 'shared/ui';
import {
  addressProblems,
  AddressFields,
  emptyAddress,
  nameProblems,
  useAddressSummary,
  type AddressValues,
} from '../../../lib/address-fields';
import { pageStyles } from '../../../lib/account-page';
import { FormProblemSummary } from '../../../lib/form-problem-summary';
import { SalutationField } from '../../../lib/salutation-field';
import { useProblemText } from '../../../lib/use-problem-text';
import { NAMESPACE } from '../../../i18n';
import { register } from '../api/register';

/** Registration: name, e-mail, password and the address the shipping labels come from. */
export function RegisterForm() {
  const { t } = useTranslation(NAMESPACE);
  const problemText = useProblemText();
  const addressSummary = useAddressSummary();
  const site = useSite();
  const [salutation, setSalutation] = useState<'mr' | 'ms' | 'none'>('none');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [address, setAddress] = useState<AddressValues>(emptyAddress(site.country));
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(noProblems);
  // Counts failed submits: each one moves the focus to what went wrong.
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      ...nameProblems(firstName, lastName),
      ...compact({
        email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : email.trim() ? 'email_invalid' : 'required',
        password: passwordProblem(password, email.trim().toLowerCase()),
        consent: consent ? null : 'consent_required',
      }),
      ...addressProblems(address),
    };
    if (Object.keys(fields).length) {
      setProblems({ fields, form: 'validation' });
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setProblems(noProblems);
    try {
      await register({ salutation, firstName, lastName, email, password, locale: site.locale, address });
      bus.emit('account:registered', { locale: site.locale });
      setSentTo(email.trim().toLowerCase());
    } catch (error) {
      const found = problemsFrom(error);
      const fields: Record<string, string> = {};
      for (const [key, code] of Object.entries(found.fields)) {
        const name = key.startsWith('Address.')
          ? key.slice('Address.'.length)
          : key.startsWith('credentials.')
            ? 'password'
            : key === 'username'
              ? 'email'
              : key;
        fields[name] = code;
      }
      setProblems({ fields, form: found.form });
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Alert tone="success" title={t('register.sentTitle')}>
        <p>{t('register.sent', { email: sentTo })}</p>
        <p>{t('register.sentHint')}</p>
      </Alert>
    );
  }

  const f = problems.fields;
  const id = (name: string) => `register-${name}`;
  const summaryFields = [
    { id: id('firstName'), label: t('fields.firstName'), message: problemText(f.firstName) },
    { id: id('lastName'), label: t('fields.lastName'), message: problemText(f.lastName) },
    { id: id('email'), label: t('fields.email'), message: problemText(f.email) },
    { id: id('password'), label: t('fields.password'), message: problemText(f.password) },
    ...addressSummary('register', address, f),
    { id: id('consent'), message: problemText(f.consent) },
  ];
  return (
    <Card as="section">
      <form onSubmit={submit} noValidate aria-describedby="register-intro">
        <Stack gap={4}>
          <p id="register-intro" className={pageStyles.muted}>
            {t('register.intro')}
          </p>
          <FormProblemSummary problems={problems} fields={summaryFields} attempt={attempt} />
          <fieldset className={pageStyles.fieldset}>
            <legend className={pageStyles.legend}>{t('register.person')}</legend>
            <SalutationField value={salutation} onChange={setSalutation} />
            <div className={`${pageStyles.grid} ${pageStyles.twoColumns}`}>
              <TextField
                id={id('firstName')}
                label={t('fields.firstName')}
                name="firstName"
                autoComplete="given-name"
                value={firstName}
                onChange={(e) => setFirstName(e.target.value)}
                error={problemText(f.firstName)}
                required
              />
              <TextField
                id={id('lastName')}
                label={t('fields.lastName')}
                name="lastName"
                autoComplete="family-name"
                value={lastName}
                onChange={(e) => setLastName(e.target.value)}
                error={problemText(f.lastName)}
                required
              />
            </div>
          </fieldset>
          <fieldset className={pageStyles.fieldset}>
            <legend className={pageStyles.legend}>{t('register.login')}</legend>
            <TextField
              id={id('email')}
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={problemText(f.email)}
              required
            />
            <TextField
              id={id('password')}
              label={t('fields.password')}
              type="password"
              name="password"
              autoComplete="new-password"
              hint={t('fields.passwordHint')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={problemText(f.password)}
              required
            />
          </fieldset>
          <fieldset className={pageStyles.fieldset}>
            <legend className={pageStyles.legend}>{t('register.address')}</legend>
            <AddressFields idPrefix="register" value={address} onChange={setAddress} problems={f} />
          </fieldset>
          <CheckboxField
            id={id('consent')}
            label={
              <>
                {t('register.consentBefore')}{' '}
                <ShopLink to={{ name: 'content', params: { content: CONTENT_PAGE_SLUGS[site.country].terms } }}>
                  {t('register.terms')}
                </ShopLink>{' '}
                {t('register.consentAnd')}{' '}
                <ShopLink to={{ name: 'content', params: { content: CONTENT_PAGE_SLUGS[site.country].privacy } }}>
                  {t('register.privacy')}
                </ShopLink>
                {t('register.consentAfter')}
              </>
            }
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            error={problemText(f.consent)}
          />
          <div className={pageStyles.actions}>
            <Button type="submit" loading={busy}>
              {t('register.submit')}
            </Button>
            <ShopLink to={{ name: 'accountOverview' }}>{t('register.haveAccount')}</ShopLink>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
