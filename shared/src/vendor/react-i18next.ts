/**
 * The part of react-i18next the shop uses, provided as the shared singleton `react-i18next`
 * (see vendor/react-router.ts for why a subset).
 */
export { initReactI18next, I18nextProvider, Trans, useTranslation } from 'react-i18next-full';
export type { UseTranslationResponse } from 'react-i18next-full';
