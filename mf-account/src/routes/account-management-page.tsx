import { useNamespace } from 'shared/i18n';
import { Stack } from 'shared/ui';
import { ChangePasswordForm } from '../features/profile/components/change-password-form';
import { DeleteAccount } from '../features/profile/components/delete-account';
import { PersonalDataForm } from '../features/profile/components/personal-data-form';
import { PhoneForm } from '../features/profile/components/phone-form';
import { NAMESPACE, accountNamespace } from '../i18n';
import { RequireCustomer } from './require-customer';

export default function AccountManagementPage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  return (
    <RequireCustomer title={t('management.title')} lead={t('management.lead')}>
      {(customer) => (
        <Stack gap={5}>
          {customer.person ? <PersonalDataForm customer={customer} /> : null}
          <PhoneForm customer={customer} />
          <ChangePasswordForm customer={customer} />
          <DeleteAccount customer={customer} />
        </Stack>
      )}
    </RequireCustomer>
  );
}
