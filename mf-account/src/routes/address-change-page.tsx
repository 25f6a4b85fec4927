import { useNamespace } from 'shared/i18n';
import { Alert } from 'shared/ui';
import { AddressForm } from '../features/address/components/address-form';
import { NAMESPACE, accountNamespace } from '../i18n';
import { RequireCustomer } from './require-customer';

export default function AddressChangePage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  return (
    <RequireCustomer title={t('address.title')} lead={t('address.lead')}>
      {(customer) =>
        customer.addresses[0] ? <AddressForm customer={customer} /> : <Alert tone="warning">{t('address.none')}</Alert>
      }
    </RequireCustomer>
  );
}
