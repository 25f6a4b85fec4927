import { useSearchParams } from 'react-router';
import { useNamespace } from 'shared/i18n';
import { useAccountStore } from 'shared/stores';
import { Alert, Skeleton, Stack } from 'shared/ui';
import { ActivationNotice } from '../features/auth/components/activation-notice';
import { LoginForm } from '../features/auth/components/login-form';
import { AccountSummary } from '../features/overview/components/account-summary';
import { TradeHistory } from '../features/trades/components/trade-history';
import { AccountPage } from '../lib/account-page';
import { useCustomer } from '../lib/use-customer';
import { NAMESPACE, accountNamespace } from '../i18n';

/**
 * `/account`: the login form for a visitor (where the activation link lands, `?activation=`), the
 * account overview for a logged-in customer.
 */
export default function AccountOverviewPage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  const [params] = useSearchParams();
  const isLoggedIn = useAccountStore((s) => s.isLoggedIn);
  const { customer, loading, failed } = useCustomer();
  const activation = params.get('activation');
  const saved = params.get('saved');

  if (!isLoggedIn) {
    return (
      <AccountPage title={t('login.pageTitle')} lead={t('login.lead')} back={false}>
        <Stack gap={4}>
          {activation ? <ActivationNotice token={activation} /> : null}
          {params.get('deleted') ? <Alert tone="success">{t('overview.deleted')}</Alert> : null}
          <LoginForm />
        </Stack>
      </AccountPage>
    );
  }
  const name = customer?.person?.firstName ?? '';
  return (
    <AccountPage title={t('overview.title', { name })} lead={t('overview.lead')} back={false} wide>
      <Stack gap={5}>
        {saved === 'address' ? <Alert tone="success">{t('overview.savedAddress')}</Alert> : null}
        {saved === 'payout' ? <Alert tone="success">{t('overview.savedPayout')}</Alert> : null}
        {customer ? (
          <AccountSummary customer={customer} />
        ) : loading ? (
          <Skeleton height="10rem" />
        ) : failed ? (
          <Alert tone="error">{t('errors.loadFailed')}</Alert>
        ) : null}
        <TradeHistory />
      </Stack>
    </AccountPage>
  );
}
