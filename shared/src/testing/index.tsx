/**
 * Test helpers for host and remotes: render a page the way the host mounts it (site set, texts
 * loaded, router and route context in place).
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { countries, matchRoute, type CountryCode, type ShopMode, type Site } from 'config';
import { i18n, initI18n, loadNamespace, sharedNamespace, type LocaleLoaders } from 'shared/i18n';
import { ShopRouteContext } from 'shared/router';
import { useAppErrorStore, useSiteStore } from 'shared/stores';

export { otherTab } from './other-tab';
export { scriptedApi, type RecordedRequest, type ScriptedAnswer } from './scripted-api';

export function testSite(country: CountryCode = 'de', shopMode: ShopMode = 'default'): Site {
  return { hostname: `${country}.localhost`, country, locale: countries[country].icuLocale, shopMode };
}

export interface RenderPageOptions {
  country?: CountryCode;
  shopMode?: ShopMode;
  /** The path the page is shown at; its route and parameters come from the route table. */
  path?: string;
  /**
   * Namespaces to load before rendering, e.g. `{ 'mf-catalog': catalogNamespace }`; a part of a
   * namespace in a file of its own names the namespace it joins: `{ 'mf-content-pages': { loaders, into: 'mf-content' } }`.
   */
  namespaces?: Record<string, LocaleLoaders | { loaders: LocaleLoaders; into: string }>;
}

/** Sets the site and loads texts, as the host does before it renders anything. */
export async function prepareSite(options: RenderPageOptions = {}): Promise<Site> {
  const site = testSite(options.country, options.shopMode);
  useSiteStore.setState({ site });
  useAppErrorStore.setState({ error: null });
  await initI18n(site.locale);
  await i18n.changeLanguage(site.locale);
  await loadNamespace('shared', sharedNamespace, site.locale);
  for (const [ns, part] of Object.entries(options.namespaces ?? {})) {
    if ('into' in part) await loadNamespace(ns, part.loaders as LocaleLoaders, site.locale, part.into as string);
    else await loadNamespace(ns, part, site.locale);
  }
  return site;
}

/** Renders a page under a memory router at `path`, with the route context the host would give it. */
export async function renderPage(
  ui: ReactElement,
  options: RenderPageOptions = {},
): Promise<RenderResult & { site: Site }> {
  const site = await prepareSite(options);
  const path = options.path ?? '/';
  const match = matchRoute(site.country, path.split('?')[0]!);
  const element = match ? <ShopRouteContext.Provider value={match}>{ui}</ShopRouteContext.Provider> : ui;
  // Pages suspend while their texts and data load; React 19 wants that inside an awaited act.
  let result!: RenderResult;
  await act(async () => {
    result = render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
  });
  return Object.assign(result, { site });
}
