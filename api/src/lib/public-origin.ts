import { isLocalHostname, primaryHostname, type CountryCode, type ShopMode } from 'config';
import type { Env } from '../env';

/**
 * The shop's public origins: where every link in every mail leads. They come from configuration
 * alone (config's hostnames, PUBLIC_ORIGIN's scheme and port), never from a request, so no header a
 * client sends can put another site into a mail. Origins stored with a trade are a record of where
 * it was made, never read back as a link.
 */
export interface PublicOrigins {
  /** The origin of a country's shop in a shop mode (widget modes: the full shop of their brand). */
  of(country: CountryCode, shopMode?: ShopMode | string | null): string;
}

/** A mail opens the full shop: a widget lives inside a partner's page, its brand's shop does not. */
function mailShopMode(country: CountryCode, shopMode: string | null | undefined): ShopMode {
  if ((shopMode === 'agan' || shopMode === 'aganwidget') && country === 'de') return 'agan';
  return 'default';
}

export function createPublicOrigins(env: Pick<Env, 'NODE_ENV' | 'PORT' | 'PUBLIC_ORIGIN'>): PublicOrigins {
  const base = new URL(
    env.PUBLIC_ORIGIN ?? (env.NODE_ENV === 'production' ? 'https://www.revalu.de' : `http://localhost:${env.PORT}`),
  );
  const local = isLocalHostname(base.hostname);
  const port = base.port ? `:${base.port}` : '';
  return {
    of: (country, shopMode) =>
      `${base.protocol}//${primaryHostname(country, mailShopMode(country, shopMode), local)}${port}`,
  };
}
