import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, type AppConfigOptions } from '../rspack.base';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of mf-account: these modules and nothing else. */
export const exposes = {
  './AccountOverviewPage': './src/routes/account-overview-page.tsx',
  './RegisterPage': './src/routes/register-page.tsx',
  './AccountManagementPage': './src/routes/account-management-page.tsx',
  './AddressChangePage': './src/routes/address-change-page.tsx',
  './PaymentChangePage': './src/routes/payment-change-page.tsx',
  './PasswordForgotPage': './src/routes/password-forgot-page.tsx',
  './PasswordResetPage': './src/routes/password-reset-page.tsx',
};

export default (overrides: Partial<AppConfigOptions> = {}) =>
  createAppConfig({ app: 'mf-account', appDir, exposes, ...overrides });
