import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPO_ROOT } from '../../env';
import { API_BUILT } from '../../lib/built';

/**
 * The page's files, built by `npm run build` (scripts/build-release-page.ts): beside the built server, or
 * in api/dist/release-page/ when the server runs from its sources.
 */
const PAGE_DIR = API_BUILT
  ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'release-page')
  : path.join(REPO_ROOT, 'api', 'dist', 'release-page');

/** Where the release page lives: on the API, outside the customer shop and its remotes. */
export const RELEASE_PAGE_PATH = '/admin/releases';

/**
 * The page holds no data: it asks for the admin token and calls /api/admin/releases with it as a
 * bearer header. So a forged cross-site request carries no credentials (CSRF), and with scripts
 * only from this origin and text written as text, a reason cannot inject script.
 */
const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
};

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Releases · Revalu</title>
<link rel="stylesheet" href="${RELEASE_PAGE_PATH}/tokens.css">
<link rel="stylesheet" href="${RELEASE_PAGE_PATH}/uplot.css">
<link rel="stylesheet" href="${RELEASE_PAGE_PATH}/release-page.css">
<script type="module" src="${RELEASE_PAGE_PATH}/release-page.js"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<div id="app"><main id="main" tabindex="-1"><p class="loading">Loading the release page…</p></main></div>
<noscript><p>The release page needs JavaScript.</p></noscript>
</body>
</html>
`;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.headers(PAGE_HEADERS).type(type).send(body);
}

const FILES: Record<string, string> = {
  'release-page.js': 'text/javascript; charset=utf-8',
  'release-page.css': 'text/css; charset=utf-8',
  // The charts' library's own style sheet, served as a file: the page's CSP allows no inline styles.
  'uplot.css': 'text/css; charset=utf-8',
  // The shop's design tokens, so the page looks like the rest of Revalu's tools.
  'tokens.css': 'text/css; charset=utf-8',
};

export async function registerReleasePage(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  app.get(RELEASE_PAGE_PATH, hide, (_request, reply) => send(reply, 'text/html; charset=utf-8', HTML));
  for (const [file, type] of Object.entries(FILES)) {
    app.get(`${RELEASE_PAGE_PATH}/${file}`, hide, async (_request, reply) => {
      const body = await readFile(path.join(PAGE_DIR, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (body === null)
        return send(
          reply.status(503),
          'text/plain; charset=utf-8',
          'The release page is not built: npm run build -- release-page',
        );
      return send(reply, type, body);
    });
  }
}
