import { useNamespace } from 'shared/i18n';
import { RegisterForm } from '../features/auth/components/register-form';
import { AccountPage } from '../lib/account-page';
import { NAMESPACE, accountNamespace } from '../i18n';

export default function RegisterPage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  return (
    <AccountPage title={t('register.title')} lead={t('register.lead')} back={false}>
      <RegisterForm />
    </AccountPage>
  );
}
