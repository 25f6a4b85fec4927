import sanitizeHtml from 'sanitize-html';

/**
 * What content HTML may contain: text structure, links and tables. No scripts, styles, frames,
 * forms, images or event handlers; links only to the web, mail, phone, or a shop route
 * (`route:contact`, `route:content/packingTips`), which the page resolves to the country's path.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'hr',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
    'address',
    'abbr',
    'small',
    'section',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    section: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel', 'route'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // script, style and the like lose their content too, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (/^https?:/i.test(href)) return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      return { tagName, attribs };
    },
  },
};
// `rel` is set by the transform above, never taken from input.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'hreflang', 'rel'],
};

/** Sanitizes content HTML; run when it is stored and again whenever it is served. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
