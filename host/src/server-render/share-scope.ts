/**
 * The shared singletons the host's server build provides to the remotes' server builds
 * (scripts/lib/rspack/server-config.ts): what the federation share scope is in the browser. A remote's
 * server module asks for each by its import path; one it asks for and the host does not provide
 * fails that render, and the page is rendered in the browser as without a server render.
 */
import * as config from 'config';
import * as configAccountRules from 'config/account-rules';
import * as configCheckout from 'config/checkout';
import * as configContent from 'config/content';
import * as configTypography from 'config/typography';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactI18next from 'react-i18next';
import * as reactRouter from 'react-router';
import * as sharedAnalytics from 'shared/analytics';
import * as sharedBus from 'shared/bus';
import * as sharedForms from 'shared/forms';
import * as sharedHooks from 'shared/hooks';
import * as sharedHttp from 'shared/http';
import * as sharedI18n from 'shared/i18n';
import * as sharedIban from 'shared/iban';
import * as sharedRouter from 'shared/router';
import * as sharedSchemas from 'shared/schemas';
import * as sharedStores from 'shared/stores';
import * as sharedUi from 'shared/ui';
import * as zodMini from 'zod/mini';
import * as zustand from 'zustand';
import * as zustandMiddleware from 'zustand/middleware';

/** The name the server build gives it (SERVER_SHARE_SCOPE_GLOBAL in scripts/lib/rspack/server-config.ts). */
export const SERVER_SHARE_SCOPE_GLOBAL = '__SHOP_SERVER_SHARED__';

export const SERVER_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  config,
  'config/account-rules': configAccountRules,
  'config/checkout': configCheckout,
  'config/content': configContent,
  'config/typography': configTypography,
  i18next,
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-i18next': reactI18next,
  'react-router': reactRouter,
  'shared/analytics': sharedAnalytics,
  'shared/bus': sharedBus,
  'shared/forms': sharedForms,
  'shared/hooks': sharedHooks,
  'shared/http': sharedHttp,
  'shared/i18n': sharedI18n,
  'shared/iban': sharedIban,
  'shared/router': sharedRouter,
  'shared/schemas': sharedSchemas,
  'shared/stores': sharedStores,
  'shared/ui': sharedUi,
  'zod/mini': zodMini,
  zustand,
  'zustand/middleware': zustandMiddleware,
};

/** Makes the singletons available to remote server modules (once per process). */
export function provideServerShareScope(): void {
  (globalThis as Record<string, unknown>)[SERVER_SHARE_SCOPE_GLOBAL] = {
    require(request: string): unknown {
      if (!Object.prototype.hasOwnProperty.call(SERVER_SHARED_MODULES, request)) {
        throw new Error(`the host's server build does not provide the shared module "${request}"`);
      }
      return SERVER_SHARED_MODULES[request];
    },
  };
}
