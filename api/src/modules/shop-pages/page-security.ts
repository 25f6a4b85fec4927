import type { Site } from 'config';

function contentSecurityPolicy(site: Site | null, storeOrigin: string | null): string {
  // The partner widgets are made to sit in an iframe on a partner's site; the shops are not.
  const frameAncestors =
    site && (site.shopMode === 'b2bWidget' || site.shopMode === 'aganwidget') ? 'https:' : "'none'";
  // A remote store at another address (REMOTE_STORE_URL): the remotes' scripts, styles, pictures and manifests.
  const self = storeOrigin ? `'self' ${storeOrigin}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `font-src ${self}`,
    `media-src ${self}`,
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function securityHeaders(site: Site | null, storeOrigin: string | null): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': contentSecurityPolicy(site, storeOrigin),
  };
}
