import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_COOKIE, RELEASE_COHORT_COOKIE } from 'config';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * The API's side of the hand-over to the browser (README.md, "What the browser relies on"): a
 * server-rendered page as the host's first script and bootstrap read it. `hand-over.fixture.html`
 * holds those parts; the host's test (host/src/server-render/hand-over.test.ts) reads the same
 * file with the host's code, so a change on one side fails here or there until both agree.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'hand-over.fixture.html');
const HOST_TEMPLATE = path.resolve(here, '../../../../../host/index.html');
const KEY = '0123456789abcdef0123456789abcdef';
/** A request the home page's first view is primed with here, whose answer stays the same between runs. */
const PRIMED = {
  method: 'POST' as const,
  url: '/api/trade/searches',
  accept: 'application/json',
  data: { application: 'aggregations_de', resultSize: 20, search: { type: 'listCategories' } },
};

/** A host server build that renders a first view naming the visitor's choices, and logs what it was asked with. */
const hostRenderer = (log: string) => `
exports.renderPage = async (request) => {
  const { loadRemoteModule, signal, ...asked } = request;
  require('node:fs').appendFileSync(${JSON.stringify(log)}, JSON.stringify(asked) + '\\n');
  return {
    rendered: true,
    remote: 'mf-content',
    version: '1.0.0',
    // What it rendered with, for the host's test to compare with what the browser reads.
    html: '<div data-boundary="mf-content" data-consent="' + request.consent + '" data-cohort-key="' + request.cohort.key + '"><h1>Revalu</h1><a href="/suche">Suche</a></div>',
  };
};`;

function writeBuild(root: string) {
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  // The host's own template, with the script the build adds.
  const template = readFileSync(HOST_TEMPLATE, 'utf8').replace(
    '</head>',
    '<script defer src="/assets/main.1.js"></script></head>',
  );
  file('host/index.html', template);
  file('host/server/render.cjs', hostRenderer(path.join(root, 'renders.log')));
  file('host/assets/bootstrap.1.css', '.shell{color:#095f44}');
  file(
    'host/start-assets.json',
    JSON.stringify({
      groups: {
        bootstrap: ['assets/bootstrap.1.css', 'assets/bootstrap.1.js'],
        'texts-de-DE': ['assets/texts-de-DE.1.js'],
        'primed-answers': ['assets/primed-answers.1.js'],
      },
    }),
  );
  const version = 'remotes/mf-content/1.0.0';
  file(`${version}/server/HomePage.cjs`, 'exports.default = () => null;');
  file(`${version}/__federation_expose_HomePage.1.css`, '.home{margin:0}');
  file(
    `${version}/mf-manifest.json`,
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  file(
    `${version}/start-assets.json`,
    JSON.stringify({
      groups: {
        __federation_expose_HomePage: ['__federation_expose_HomePage.1.css', '__federation_expose_HomePage.1.js'],
        'texts-de-DE': ['texts-de-DE.1.js'],
      },
    }),
  );
  const pin = { version: '1.0.0', lastKnownGood: '1.0.0', canary: null };
  const remotes = { 'mf-catalog': pin, 'mf-checkout': pin, 'mf-account': pin, 'mf-content': pin };
  for (const country of ['de', 'at', 'es', 'fr', 'it'])
    file(`releases/${country}.json`, JSON.stringify({ country, remotes }));
}

const elementText = (body: string, id: string) =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(body)?.[1] ?? null;

/**
 * The parts of a page the browser's start reads, as one small document (the fixture's form). Of the
 * primed answers only this test's: the CMS's home page answer carries the time it was saved.
 */
function handOver(body: string): string {
  const primed = (JSON.parse(elementText(body, 'shop-primed-answers') ?? '[]') as { url: string }[]).filter(
    (answer) => answer.url === PRIMED.url,
  );
  const element = (id: string, text: string | null) =>
    text === null ? '' : `<script type="application/json" id="${id}">${text}</script>`;
  const lang = /<html lang="[^"]*"/.exec(body)?.[0] ?? '<html';
  const root = body.slice(body.indexOf('<div id="root"'), body.indexOf('<noscript>')).trim();
  return [
    '<!doctype html>',
    `${lang}>`,
    '<head>',
    element('shop-primed-answers', JSON.stringify(primed).replace(/</g, '\\u003c')),
    element('shop-start-preloads', elementText(body, 'shop-start-preloads')),
    '</head>',
    '<body>',
    root,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hand-over-'));
  writeBuild(root);
  t = await createTestApp({
    DIST_DIR: root,
    REMOTE_STORE_DIR: path.join(root, 'remotes'),
    RELEASES_DIR: path.join(root, 'releases'),
  });
  t.app.shopPages.addPrimedRequests('home', () => [PRIMED]);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The home page; a query of its own skips the renders kept from an earlier request. */
const home = (url = '/') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'de.localhost:8080', cookie: `${CONSENT_COOKIE}=v1%3Aanalytics; ${RELEASE_COHORT_COOKIE}=${KEY}` },
  });

describe('a server-rendered page, as the browser takes it over', () => {
  it('holds the parts the host reads, exactly as the host’s test reads them', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(handOver(res.body)).toBe(readFileSync(FIXTURE, 'utf8'));
  });

  it('renders with the answers, consent and canary key the browser’s first render will have', async () => {
    const res = await home('/?first=1');
    const renders = readFileSync(path.join(root, 'renders.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { url: string })
      .filter((render) => render.url === '/?first=1');
    const primed = elementText(res.body, 'shop-primed-answers');
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({
      url: '/?first=1',
      consent: 'v1:analytics',
      cohort: { key: KEY, keyedBy: 'cohort-cookie' },
      primedAnswers: primed,
    });
    // The answer is the API's own, as the browser would have been given it.
    const answer = await t.app.inject({ method: 'POST', url: PRIMED.url, payload: PRIMED.data });
    expect(JSON.parse(primed!)).toContainEqual({ ...PRIMED, body: answer.json() });
  });

  it('sends no script the Content-Security-Policy would block, and never from a cache', async () => {
    const res = await home();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    // Data goes in JSON blocks, code in files: no inline script.
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/ src="\/|type="application\/json"/);
  });

  it('paints from the HTML alone: style sheets inlined, scripts asked for only after the first paint', async () => {
    const res = await home();
    expect(res.body).toContain(
      '<style>.shell{color:#095f44}</style><link rel="stylesheet" href="/assets/bootstrap.1.css" disabled>',
    );
    expect(res.body).toContain(
      '<style>.home{margin:0}</style><link rel="stylesheet" href="http://de.localhost:8080/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.css" disabled>',
    );
    expect(res.body).not.toMatch(/<link rel="preload"/);
  });

  it('leaves a page it cannot render to the browser: no marker, preloads in the head', async () => {
    rmSync(path.join(root, 'remotes/mf-content/1.0.0/server/HomePage.cjs'));
    try {
      const res = await home('/?unrendered=1');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-server-rendered');
      expect(res.body).not.toContain('id="shop-start-preloads"');
      expect(res.body).toContain('<link rel="preload" as="script" href="/assets/bootstrap.1.js">');
    } finally {
      writeFileSync(path.join(root, 'remotes/mf-content/1.0.0/server/HomePage.cjs'), 'exports.default = () => null;');
    }
  });
});
