import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from '../../env';
import { API_BUILT } from '../../lib/built';

const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');
/** The page's files: its sources, or what `npm run build` put beside the built server (api/dist/release-page/). */
const PAGE_DIR = API_BUILT ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'release-page') : SOURCE_DIR;
const TOKENS_FILE = API_BUILT
  ? path.join(PAGE_DIR, 'tokens.css')
  : path.join(REPO_ROOT, 'shared', 'src', 'ui', 'tokens.css');

/**
 * uPlot's style sheet, from the installed package (the build copies it beside the page's files). Found by
 * its package.json: a test runner maps `.css` requests to a stub.
 */
export const uplotStyleSheet = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('uplot/package.json')), 'dist', 'uPlot.min.css');
const UPLOT_CSS_FILE = API_BUILT ? path.join(PAGE_DIR, 'uplot.css') : null;

/** How the page's script is bundled: on first request from source, by `npm run build` for the built server. */
export const RELEASE_PAGE_BUNDLE: BuildOptions = {
  entryPoints: [path.join(SOURCE_DIR, 'release-page.ts')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
};

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

let bundle: Promise<string> | null = null;

/**
 * The page's script: built with the server, or bundled from TypeScript on first request when the
 * server runs from source (esbuild, a few milliseconds).
 */
function pageScript(): Promise<string> {
  bundle ??= API_BUILT
    ? readFile(path.join(PAGE_DIR, 'release-page.js'), 'utf8')
    : (async () => {
        const { build } = await import('esbuild');
        const result = await build({ ...RELEASE_PAGE_BUNDLE, write: false });
        return result.outputFiles[0]!.text;
      })();
  bundle.catch(() => (bundle = null));
  return bundle;
}

function send(reply: FastifyReply, type: string, body: string) {
  return reply.headers(PAGE_HEADERS).type(type).send(body);
}

export async function registerReleasePage(app: FastifyInstance): Promise<void> {
  const hide = { schema: { hide: true } };
  app.get(RELEASE_PAGE_PATH, hide, (_request, reply) => send(reply, 'text/html; charset=utf-8', HTML));
  app.get(`${RELEASE_PAGE_PATH}/release-page.js`, hide, async (_request, reply) =>
    send(reply, 'text/javascript; charset=utf-8', await pageScript()),
  );
  app.get(`${RELEASE_PAGE_PATH}/release-page.css`, hide, async (_request, reply) =>
    send(reply, 'text/css; charset=utf-8', await readFile(path.join(PAGE_DIR, 'release-page.css'), 'utf8')),
  );
  // The charts' library's own style sheet, served as a file: the page's CSP allows no inline styles.
  app.get(`${RELEASE_PAGE_PATH}/uplot.css`, hide, async (_request, reply) =>
    send(reply, 'text/css; charset=utf-8', await readFile(UPLOT_CSS_FILE ?? uplotStyleSheet(), 'utf8')),
  );
  // The shop's design tokens, so the page looks like the rest of Revalu's tools.
  app.get(`${RELEASE_PAGE_PATH}/tokens.css`, hide, async (_request, reply) =>
    send(reply, 'text/css; charset=utf-8', await readFile(TOKENS_FILE, 'utf8')),
  );
}
