import { useTranslation } from 'shared/i18n';
import { maskIban } from 'shared/iban';
import { ShopLink } from 'shared/router';
import { useAccountStore, type CustomerData } from 'shared/stores';
import { Badge, Button, Card } from 'shared/ui';
import { NAMESPACE } from '../../../i18n';
import styles from './account-summary.module.css';

/** The customer number, the address, the payout account and the personal data, each with a way to change it. */
export function AccountSummary({ customer }: { customer: CustomerData }) {
  const { t } = useTranslation(NAMESPACE);
  const logout = useAccountStore((s) => s.logout);
  const address = customer.addresses[0];
  const bank = customer.bankAccounts[0];
  const paypal = customer.paypalAccounts[0];
  const payout = customer.payoutMethod === 'paypal' && paypal ? 'paypal' : bank ? 'bank' : paypal ? 'paypal' : null;
  const regions = new Intl.DisplayNames([customer.locale], { type: 'region' });
  return (
    <>
      <div className={styles.header}>
        <p className={styles.number}>
          {t('overview.customerNumber')} <strong>{customer.customerNumber}</strong>
        </p>
        {/* The overview shows the login form as soon as the session is cleared; the API call runs on in the background. */}
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          {t('overview.logout')}
        </Button>
      </div>
      <div className={styles.cards}>
        <Card as="section" className={styles.card} aria-labelledby="summary-address">
          <h2 id="summary-address" className={styles.cardTitle}>
            {t('overview.address')}
          </h2>
          {address ? (
            <address className={styles.value} style={{ fontStyle: 'normal' }}>
              {address.firstName} {address.lastName}
              <br />
              {address.street} {address.houseNumber}
              {address.addition ? (
                <>
                  <br />
                  {address.addition}
                </>
              ) : null}
              <br />
              {address.zip} {address.city}
              <br />
              {regions.of(address.country.toUpperCase())}
            </address>
          ) : (
            <p className={styles.value}>{t('overview.noAddress')}</p>
          )}
          {address ? (
            <ShopLink to={{ name: 'accountAddressChange' }} className={styles.cardLink}>
              {t('overview.changeAddress')}
            </ShopLink>
          ) : null}
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="summary-payout">
          <h2 id="summary-payout" className={styles.cardTitle}>
            {t('overview.payout')}
          </h2>
          {payout === 'bank' && bank ? (
            <p className={styles.value}>
              <Badge tone="brand">{t('payout.bank')}</Badge>
              <br />
              {bank.accountHolder}
              <br />
              <span aria-label={t('overview.ibanEnding', { last: bank.iban.slice(-4) })}>{maskIban(bank.iban)}</span>
            </p>
          ) : payout === 'paypal' && paypal ? (
            <p className={styles.value}>
              <Badge tone="brand">{t('payout.paypal')}</Badge>
              <br />
              {paypal.email}
            </p>
          ) : (
            <p className={styles.value}>{t('overview.noPayout')}</p>
          )}
          <ShopLink to={{ name: 'accountPaymentChange' }} className={styles.cardLink}>
            {payout ? t('overview.changePayout') : t('overview.addPayout')}
          </ShopLink>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby="summary-personal">
          <h2 id="summary-personal" className={styles.cardTitle}>
            {t('overview.personal')}
          </h2>
          <p className={styles.value}>
            {customer.person ? `${customer.person.firstName} ${customer.person.lastName}` : null}
            <br />
            {customer.email}
            {customer.phoneContacts[0] ? (
              <>
                <br />
                {customer.phoneContacts[0].phone}
              </>
            ) : null}
          </p>
          <ShopLink to={{ name: 'accountManagement' }} className={styles.cardLink}>
            {t('overview.manage')}
          </ShopLink>
        </Card>
      </div>
    </>
  );
}
