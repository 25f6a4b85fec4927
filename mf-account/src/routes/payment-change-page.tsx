import { useNamespace } from 'shared/i18n';
import { PayoutForm } from '../features/payout/components/payout-form';
import { NAMESPACE, accountNamespace } from '../i18n';
import { RequireCustomer } from './require-customer';

export default function PaymentChangePage() {
  const { t } = useNamespace(NAMESPACE, accountNamespace);
  return (
    <RequireCustomer title={t('payout.title')} lead={t('payout.lead')}>
      {(customer) => <PayoutForm customer={customer} />}
    </RequireCustomer>
  );
}
