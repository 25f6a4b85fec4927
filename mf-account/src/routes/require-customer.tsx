import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Alert, Skeleton, Stack } from 'shared/ui';
import { LoginForm } from '../features/auth/components/login-form';
import { AccountPage } from '../lib/account-page';
import { useCustomer } from '../lib/use-customer';
import { NAMESPACE } from '../i18n';

/** Shows its page to a logged-in customer, and the login form to anyone else (on the same URL). */
export function RequireCustomer({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: (customer: CustomerData) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useAccountStore((s) => s.isLoggedIn);
  const { customer, loading, failed } = useCustomer();
  if (!isLoggedIn) {
    return (
      <AccountPage title={title} lead={t('login.needed')} back={false}>
        <LoginForm />
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title} lead={lead}>
      {customer ? (
        children(customer)
      ) : loading ? (
        <Stack gap={3} aria-busy="true">
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
        </Stack>
      ) : failed ? (
        <Alert tone="error">{t('errors.loadFailed')}</Alert>
      ) : null}
    </AccountPage>
  );
}
