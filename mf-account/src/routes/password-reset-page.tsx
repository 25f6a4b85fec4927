import { useSearchParams } from 'react-router';
import { useNamespace } from 'shared/i18n';
import { ShopLink } from 'shared/router';
import { Alert } from 'shared/ui';
import { PasswordResetForm } from '../features/auth/components/password-reset-form';
import { AccountPage } from '../lib/account-page';
import { NAMESPACE, accountNamespace } from '../i18n';

/** The page the password reset mail links to (`?token=`). */
export default function PasswordResetPage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AccountPage title={t('reset.title')} lead={t('reset.lead')} back={false}>
      {token ? (
        <PasswordResetForm token={token} />
      ) : (
        <Alert tone="warning" title={t('reset.noTokenTitle')}>
          <p>{t('reset.noToken')}</p>
          <ShopLink to={{ name: 'accountPasswordForgot' }}>{t('reset.requestNew')}</ShopLink>
        </Alert>
      )}
    </AccountPage>
  );
}
