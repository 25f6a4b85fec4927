import { useNamespace } from 'shared/i18n';
import { PasswordForgotForm } from '../features/auth/components/password-forgot-form';
import { AccountPage } from '../lib/account-page';
import { NAMESPACE, accountNamespace } from '../i18n';

export default function PasswordForgotPage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  return (
    <AccountPage title={t('forgot.title')} lead={t('forgot.lead')}>
      <PasswordForgotForm />
    </AccountPage>
  );
}
