import { startStandalone } from 'shared/standalone';

void startStandalone({
  remote: 'mf-account',
  modules: {
    './AccountOverviewPage': () => import('../routes/account-overview-page'),
    './RegisterPage': () => import('../routes/register-page'),
    './AccountManagementPage': () => import('../routes/account-management-page'),
    './AddressChangePage': () => import('../routes/address-change-page'),
    './PaymentChangePage': () => import('../routes/payment-change-page'),
    './PasswordForgotPage': () => import('../routes/password-forgot-page'),
    './PasswordResetPage': () => import('../routes/password-reset-page'),
  },
});
