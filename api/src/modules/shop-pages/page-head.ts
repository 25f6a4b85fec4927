import { countries, COUNTRY_CODES, shopOrigin, type CountryCode, type PageHead, type Site } from 'config';
import { equivalentPaths, pageHead } from 'config/seo';
import { SEO_TEXTS } from 'config/seo-texts/index';
import { escapeHtml } from './html';
import type { PageResolution } from './resolve-page';

/** A page's head as the server writes it: title, and the tags that go into <head>. */
export interface RenderedHead {
  title: string;
  tags: string[];
}

export interface HeadOverride {
  /** The whole title, brand included (`Apple iPhone 13 verkaufen | Revalu`). */
  title?: string;
  description?: string;
  /** `<meta name="keywords">`: the catalogue's entities carry them. */
  keywords?: string;
  /** The same page in the other countries (paths), where the route table cannot know it: a device's slug differs per language. */
  alternates?: Partial<Record<CountryCode, string>>;
}

const ogLocale = (locale: string) => locale.replace('-', '_');

/**
 * Title, description, robots rule, canonical URL, hreflang links to the same page in the other
 * countries, Open Graph tags, and the status the host should show (it cannot read the HTTP status).
 */
export function renderHead(
  site: Site,
  page: Exclude<PageResolution, { kind: 'redirect' }>,
  request: { host: string; protocol: 'http' | 'https' },
  override: HeadOverride | null = null,
): RenderedHead {
  const texts = SEO_TEXTS[site.locale];
  const head: PageHead =
    page.kind === 'page'
      ? pageHead(texts, site.shopMode, { kind: 'page', match: page.match })
      : pageHead(texts, site.shopMode, { kind: 'error', status: page.status, path: page.path });
  const title = override?.title ?? head.title;
  const description = override?.description ?? head.description;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...(override?.keywords ? [`<meta name="keywords" content="${escapeHtml(override.keywords)}">`] : []),
    `<meta name="robots" content="${head.robots}">`,
    `<meta name="shop-status" content="${page.status}">`,
  ];
  if (page.kind === 'page' && head.robots === 'index, follow') {
    const origin = shopOrigin(site.country, site.shopMode, request.host, request.protocol);
    const path = pathOf(page.match);
    if (origin) {
      const url = origin + path;
      tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
      tags.push(
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="${escapeHtml(title.split(' | ').at(-1) ?? '')}">`,
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta property="og:locale" content="${ogLocale(site.locale)}">`,
      );
    }
    // The sister brand is German only; the default shop links its countries' versions.
    if (site.shopMode === 'default') {
      const equivalents = override?.alternates ?? equivalentPaths(page.match);
      const links = COUNTRY_CODES.flatMap((cc) => {
        const other = equivalents[cc];
        const otherOrigin = shopOrigin(cc, 'default', request.host, request.protocol);
        return other && otherOrigin
          ? [`<link rel="alternate" hreflang="${countries[cc].icuLocale}" href="${escapeHtml(otherOrigin + other)}">`]
          : [];
      });
      if (links.length > 1) tags.push(...links);
    }
  }
  return { title, tags };
}

/** The canonical path of a matched page: the path as the route table builds it (no query, no trailing slash). */
function pathOf(match: { route: { path: string }; params: Record<string, string> }): string {
  return match.route.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
}
