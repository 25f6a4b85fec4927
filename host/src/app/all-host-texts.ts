import type { Locale } from 'config';
import type { LocaleLoaders, Messages } from 'shared/i18n';
import { hostAfterRenderTexts, hostNamespace } from './host-namespace';

/** All host texts in one loader per language, for tests that render the footer, banner or error pages directly. */
export const allHostTexts: LocaleLoaders = Object.fromEntries(
  Object.entries(hostNamespace).map(([locale, first]) => [
    locale,
    async () => {
      const [a, b] = await Promise.all([first(), hostAfterRenderTexts[locale as Locale]()]);
      const unwrap = (m: unknown) => ((m as { default?: Messages }).default ?? m) as Messages;
      return { ...unwrap(a), ...unwrap(b) };
    },
  ]),
) as LocaleLoaders;
