import { createElement, Fragment, useMemo, type MouseEvent, type ReactNode } from 'react';
import { CONTENT_PAGE_KEYS, CONTENT_PAGE_SLUGS, findRoute, type ContentPageKey, type CountryCode } from 'config';
import { useNavigate } from 'react-router';
import { pathTo, useSite } from 'shared/router';
import { parseHtmlBody } from './parse-html';

/**
 * Content HTML from the CMS, rendered as React elements from an inert parse: it is never put into
 * the page as HTML, so script, event handlers and styles in it cannot run, whatever the server let
 * through. Only the tags and attributes below survive (the server sanitizes with the same list);
 * `route:` links become links to the country's path and navigate inside the shop.
 */
const ALLOWED: Record<string, readonly string[]> = {
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  p: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  a: ['href', 'title', 'hreflang'],
  br: [],
  hr: [],
  blockquote: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  dl: [],
  dt: [],
  dd: [],
  address: [],
  abbr: ['title'],
  small: [],
  section: ['id'],
};
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
]);
const VOID = new Set(['br', 'hr']);
const REACT_ATTR: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan', hreflang: 'hrefLang' };

/** Resolves `route:contact` or `route:content/packingTips` to the current country's path; null if it has none. */
export function resolveRouteHref(href: string, country: CountryCode): string | null {
  const target = href.slice('route:'.length);
  const [name = '', arg] = target.split('/');
  if (name === 'content') {
    if (!arg || !(CONTENT_PAGE_KEYS as readonly string[]).includes(arg)) return null;
    return pathTo({ name: 'content', params: { content: CONTENT_PAGE_SLUGS[country][arg as ContentPageKey] } });
  }
  const route = findRoute(country, name);
  if (!route || route.params.length) return null;
  return pathTo({ name });
}

function safeHref(href: string, country: CountryCode): { href: string; internal: boolean; external: boolean } | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('route:')) {
    // A route the country lacks (the B2B page outside Germany) leads to the contact page instead.
    const path = resolveRouteHref(trimmed, country) ?? pathTo({ name: 'contact' });
    return { href: path, internal: true, external: false };
  }
  if (/^https?:\/\//i.test(trimmed)) return { href: trimmed, internal: false, external: true };
  if (/^(mailto|tel):/i.test(trimmed)) return { href: trimmed, internal: false, external: false };
  if (trimmed.startsWith('#')) return { href: trimmed, internal: false, external: false };
  return null;
}

function convert(
  node: Node,
  country: CountryCode,
  onInternal: (e: MouseEvent<HTMLAnchorElement>, href: string) => void,
  key: string,
): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(el.childNodes).map((child, i) => convert(child, country, onInternal, `${key}.${i}`));
  const allowed = ALLOWED[tag];
  if (!allowed) return createElement(Fragment, { key }, ...children);
  const props: Record<string, unknown> = { key };
  for (const name of allowed) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const link = safeHref(value, country);
      if (!link) continue;
      props.href = link.href;
      if (link.external) props.rel = 'noopener noreferrer';
      if (link.internal) props.onClick = (e: MouseEvent<HTMLAnchorElement>) => onInternal(e, link.href);
      continue;
    }
    props[REACT_ATTR[name] ?? name] = value;
  }
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/** Parses content HTML without running anything and returns it as React elements. */
export function htmlToReact(
  html: string,
  country: CountryCode,
  onInternal: (e: MouseEvent<HTMLAnchorElement>, href: string) => void,
): ReactNode {
  return Array.from(parseHtmlBody(html).childNodes).map((child, i) => convert(child, country, onInternal, String(i)));
}

export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const site = useSite();
  // The hrefs were built from route names (pathTo); navigating to them keeps the rule.
  const navigate = useNavigate();
  const content = useMemo(
    () =>
      htmlToReact(html, site.country, (event, href) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        void navigate(href);
      }),
    [html, site.country, navigate],
  );
  return <div className={className}>{content}</div>;
}
