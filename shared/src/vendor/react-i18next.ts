/**
 * The part of react-i18next the shop uses, provided as the shared singleton `react-i18next`
 * (see vendor/react-router.ts for why a subset). No `Trans`: nothing uses it, and it brings an HTML
 * parser (html-parse-stringify) that every customer would download.
 */
export { initReactI18next, I18nextProvider, useTranslation } from 'react-i18next-full';
export type { UseTranslationResponse } from 'react-i18next-full';
