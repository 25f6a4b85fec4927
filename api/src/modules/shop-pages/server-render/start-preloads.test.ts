import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryBucket, resolveSite, type RouteMatch, type Site } from 'config';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { folderStore } from '../../../lib/remote-store';
import { manifestsIn } from './testing';
import { StartPreloads } from './start-preloads';
import { cohortKey } from './visitor-cookies';
import { resolvePage } from '../resolve-page';
import { HtmlShell } from './html-shell';

/**
 * A build as `npm run build` lays it out (host with its start-assets.json, a remote store with
 * versions, the countries' release manifests), written into a temporary folder.
 */
function writeBuild(root: string) {
  const json = (file: string, value: unknown) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  };
  writeFileSync(
    (mkdirSync(path.join(root, 'host'), { recursive: true }), path.join(root, 'host', 'index.html')),
    '<!doctype html><html lang="de-DE"><head><title>Revalu</title><meta name="shop-head" content=""><script defer src="/assets/main.abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  json(path.join(root, 'host', 'start-assets.json'), {
    groups: {
      bootstrap: ['assets/bootstrap.1.css', 'assets/bootstrap.1.js', 'assets/react.1.js'],
      'texts-de-DE': ['assets/texts-de-DE.1.js'],
      'texts-de-AT': ['assets/texts-de-AT.1.js'],
      'shared-texts-de-DE': ['assets/shared-texts-de-DE.1.js'],
      'texts-fr-FR': ['assets/texts-fr-FR.1.js'],
      'primed-answers': ['assets/primed-answers.1.js'],
      footer: ['assets/footer.1.js'],
    },
  });
  const pin = (version: string, canary: { version: string; percent: number } | null = null) => ({
    version,
    lastKnownGood: version,
    canary,
  });
  const release = (country: string, content = pin('1.0.0')) => ({
    country,
    remotes: {
      'mf-catalog': pin('0.2.0'),
      'mf-checkout': pin('1.0.0'),
      'mf-account': pin('1.0.0'),
      'mf-content': content,
    },
  });
  for (const cc of ['at', 'de', 'es', 'it']) json(path.join(root, 'releases', `${cc}.json`), release(cc));
  json(path.join(root, 'releases', 'fr.json'), release('fr', pin('1.0.0', { version: '1.1.0', percent: 100 })));
  const manifest = (page: string, file: string) => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: page,
        assets: { js: { sync: [file], async: ['other.js'] }, css: { sync: [`${page}.1.css`], async: [] } },
      },
    ],
  });
  for (const version of ['1.0.0', '1.1.0']) {
    const dir = path.join(root, 'remotes', 'mf-content', version);
    json(path.join(dir, 'mf-manifest.json'), manifest('HomePage', `__federation_expose_HomePage.${version}.js`));
    json(path.join(dir, 'start-assets.json'), {
      groups: {
        __federation_expose_HomePage: [
          `__federation_expose_HomePage.${version}.css`,
          `__federation_expose_HomePage.${version}.js`,
          'home-parts.1.js',
        ],
        'texts-de-DE': ['texts-de-DE.1.js'],
        'texts-de-AT': ['texts-de-AT.1.js'],
        'texts-fr-FR': ['texts-fr-FR.1.js'],
        // Never a path out of the version's folder, nor anything that could leave the tag.
        'texts-it-IT': ['../../../host/secret.js', 'texts-"it.js', 'texts-it-IT.1.js'],
      },
    });
  }
  // A version built before builds wrote start-assets.json: named from its mf-manifest.json.
  json(
    path.join(root, 'remotes', 'mf-catalog', '0.2.0', 'mf-manifest.json'),
    manifest('ProductDetailPage', '__federation_expose_ProductDetailPage.0.js'),
  );
}

function siteOf(host: string): Site {
  const resolution = resolveSite(host);
  if (!resolution.ok) throw new Error(`no site for ${host}`);
  return resolution.site;
}

function matchOf(site: Site, url: string): RouteMatch {
  const page = resolvePage(site, url);
  if (page.kind !== 'page') throw new Error(`${url} is no page of ${site.country}`);
  return page.match;
}

describe('StartPreloads', () => {
  let root: string;
  let preloads: StartPreloads;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'start-preloads-'));
    writeBuild(root);
    preloads = new StartPreloads(
      { host: path.join(root, 'host') },
      folderStore(path.join(root, 'remotes')),
      manifestsIn(path.join(root, 'releases')),
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("names the host's start, the page's texts and the pinned remote's entry, page group and texts, each once", async () => {
    const site = siteOf('de.localhost:8080');
    const list = await preloads.preloads({ site, match: matchOf(site, '/'), primed: true });
    expect(list).toEqual([
      { href: '/assets/bootstrap.1.css', as: 'style' },
      { href: '/assets/bootstrap.1.js', as: 'script' },
      { href: '/assets/react.1.js', as: 'script' },
      { href: '/assets/texts-de-DE.1.js', as: 'script' },
      { href: '/assets/shared-texts-de-DE.1.js', as: 'script' },
      { href: '/assets/primed-answers.1.js', as: 'script' },
      { href: '/releases/de.json', as: 'fetch' },
      { href: '/remotes/mf-content/1.0.0/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-content/1.0.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.0.0.css', as: 'style' },
      { href: '/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.0.0.js', as: 'script' },
      { href: '/remotes/mf-content/1.0.0/home-parts.1.js', as: 'script' },
      { href: '/remotes/mf-content/1.0.0/texts-de-DE.1.js', as: 'script' },
    ]);
    // A page without primed answers does not load their reader.
    const unprimed = await preloads.preloads({ site, match: matchOf(site, '/'), primed: false });
    expect(unprimed.map((p) => p.href)).not.toContain('/assets/primed-answers.1.js');
  });

  it('inlines the style sheets of a page rendered on the server, each with a disabled link the bundlers find', async () => {
    mkdirSync(path.join(root, 'host', 'assets'), { recursive: true });
    writeFileSync(
      path.join(root, 'host', 'assets', 'bootstrap.1.css'),
      '.a{color:red}\n/*# sourceMappingURL=b.css.map*/',
    );
    writeFileSync(
      path.join(root, 'remotes', 'mf-content', '1.0.0', '__federation_expose_HomePage.1.0.0.css'),
      '.b{content:"</style><script>"}',
    );
    const site = siteOf('de.localhost:8080');
    const request = { site, match: matchOf(site, '/'), primed: true };
    const tags = await preloads.tags(request, { stylesheets: true, origin: 'http://de.localhost:8080' });
    expect(tags.slice(0, -1)).toEqual([
      '<style>.a{color:red}\n</style>',
      '<link rel="stylesheet" href="/assets/bootstrap.1.css" disabled>',
      // Nothing in the CSS can end the element.
      '<style>.b{content:"<\\/style><script>"}</style>',
      '<link rel="stylesheet" href="http://de.localhost:8080/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.0.0.css" disabled>',
    ]);
    // Its scripts and data are listed for the host's first script, which asks for them once the page is painted.
    expect(tags.at(-1)).toMatch(/^<script type="application\/json" id="shop-start-preloads">\[.*\]<\/script>$/);
    const listed = JSON.parse(/>(.*)</.exec(tags.at(-1)!)![1]!) as { href: string; as: string }[];
    expect(listed).toContainEqual({ href: '/assets/bootstrap.1.js', as: 'script' });
    expect(listed).toContainEqual({ href: '/releases/de.json', as: 'fetch' });
    expect(listed.filter((p) => p.as === 'style')).toEqual([]);
    // A page the browser renders preloads them all in its HTML; a sheet that cannot be read is linked as it is.
    const browserRendered = await preloads.tags(request);
    expect(browserRendered).toContain('<link rel="preload" as="style" href="/assets/bootstrap.1.css">');
    rmSync(path.join(root, 'remotes', 'mf-content', '1.0.0', '__federation_expose_HomePage.1.0.0.css'));
    const fresh = new StartPreloads(
      { host: path.join(root, 'host') },
      folderStore(path.join(root, 'remotes')),
      manifestsIn(path.join(root, 'releases')),
    );
    expect(await fresh.tags(request, { stylesheets: true })).toContain(
      '<link rel="stylesheet" href="/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.0.0.css">',
    );
  });

  it('names the fallback language first: Austria loads de-DE, then its own words', async () => {
    const site = siteOf('at.localhost:8080');
    const hrefs = (await preloads.preloads({ site, match: matchOf(site, '/'), primed: false })).map((p) => p.href);
    expect(hrefs.filter((h) => h.includes('texts-'))).toEqual([
      '/assets/texts-de-DE.1.js',
      '/assets/shared-texts-de-DE.1.js',
      '/assets/texts-de-AT.1.js',
      '/remotes/mf-content/1.0.0/texts-de-DE.1.js',
      '/remotes/mf-content/1.0.0/texts-de-AT.1.js',
    ]);
  });

  it("names only the host's start and the release for the host's own error page", async () => {
    const site = siteOf('de.localhost:8080');
    const hrefs = (await preloads.preloads({ site, match: null, primed: false })).map((p) => p.href);
    expect(hrefs).toEqual([
      '/assets/bootstrap.1.css',
      '/assets/bootstrap.1.js',
      '/assets/react.1.js',
      '/assets/texts-de-DE.1.js',
      '/assets/shared-texts-de-DE.1.js',
      '/releases/de.json',
    ]);
  });

  it("leaves a canary's remote out until the visitor has a key, then names the side the browser will choose", async () => {
    const site = siteOf('fr.localhost:8080');
    const match = matchOf(site, '/');
    const remoteFiles = async (cookies?: Record<string, string>) =>
      (await preloads.preloads({ site, match, primed: false, cookies }))
        .map((p) => p.href)
        .filter((h) => h.startsWith('/remotes/'));
    // The browser draws a key on the first visit: which version it loads is not known here.
    expect(await remoteFiles()).toEqual([]);
    expect(await remoteFiles({ release_cohort: 'not-a-key' })).toEqual([]);
    const key = '0123456789abcdef0123456789abcdef';
    expect(canaryBucket(key, 'mf-content', '1.1.0')).toBeLessThan(100);
    expect(await remoteFiles({ theme: 'x', release_cohort: key })).toEqual([
      '/remotes/mf-content/1.1.0/mf-manifest.json',
      '/remotes/mf-content/1.1.0/remoteEntry.js',
      '/remotes/mf-content/1.1.0/__federation_expose_HomePage.1.1.0.css',
      '/remotes/mf-content/1.1.0/__federation_expose_HomePage.1.1.0.js',
      '/remotes/mf-content/1.1.0/home-parts.1.js',
      '/remotes/mf-content/1.1.0/texts-fr-FR.1.js',
    ]);
    // A consented visitor's client id is the key the browser uses first.
    expect(cohortKey({ client_id: 'f'.repeat(32), release_cohort: key })).toBe('f'.repeat(32));
  });

  it("names a version built before start-assets.json from its mf-manifest.json, and drops file names that leave the version's folder", async () => {
    const de = siteOf('de.localhost:8080');
    const pdp = (
      await preloads.preloads({ site: de, match: matchOf(de, '/produkte/apple-iphone-13-128-gb'), primed: false })
    ).map((p) => p.href);
    expect(pdp.filter((h) => h.startsWith('/remotes/'))).toEqual([
      '/remotes/mf-catalog/0.2.0/mf-manifest.json',
      '/remotes/mf-catalog/0.2.0/remoteEntry.js',
      '/remotes/mf-catalog/0.2.0/ProductDetailPage.1.css',
      '/remotes/mf-catalog/0.2.0/__federation_expose_ProductDetailPage.0.js',
    ]);
    const it = siteOf('it.localhost:8080');
    const home = (await preloads.preloads({ site: it, match: matchOf(it, '/'), primed: false })).map((p) => p.href);
    expect(home.filter((h) => h.includes('texts-'))).toEqual(['/remotes/mf-content/1.0.0/texts-it-IT.1.js']);
  });

  it('names nothing for a build without start assets, and nothing of a remote version missing from the store', async () => {
    const site = siteOf('de.localhost:8080');
    rmSync(path.join(root, 'remotes', 'mf-content', '1.0.0'), { recursive: true });
    expect(
      (await preloads.preloads({ site, match: matchOf(site, '/'), primed: false })).some((p) =>
        p.href.startsWith('/remotes/'),
      ),
    ).toBe(false);
    rmSync(path.join(root, 'host', 'start-assets.json'));
    const fresh = new StartPreloads(
      { host: path.join(root, 'host') },
      folderStore(path.join(root, 'remotes')),
      manifestsIn(path.join(root, 'releases')),
    );
    expect(await fresh.preloads({ site, match: matchOf(site, '/'), primed: false })).toEqual([]);
  });

  it('follows a new pin of the release manifest', async () => {
    const site = siteOf('es.localhost:8080');
    const first = (await preloads.preloads({ site, match: matchOf(site, '/'), primed: false })).map((p) => p.href);
    expect(first).toContain('/remotes/mf-content/1.0.0/remoteEntry.js');
    const file = path.join(root, 'releases', 'es.json');
    const pin = (version: string) => ({ version, lastKnownGood: version, canary: null });
    writeFileSync(
      file,
      JSON.stringify({
        country: 'es',
        remotes: {
          'mf-catalog': pin('0.2.0'),
          'mf-checkout': pin('1.0.0'),
          'mf-account': pin('1.0.0'),
          'mf-content': pin('1.1.0'),
        },
      }),
    );
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    // Checked at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = (await preloads.preloads({ site, match: matchOf(site, '/'), primed: false })).map((p) => p.href);
    expect(next).toContain('/remotes/mf-content/1.1.0/remoteEntry.js');
    expect(next).not.toContain('/remotes/mf-content/1.0.0/remoteEntry.js');
  });
});

describe('HtmlShell', () => {
  it("writes titles and head tags as they are, even with $& or $' in them (no replacement patterns)", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'html-shell-'));
    try {
      writeBuild(root);
      const shell = new HtmlShell(path.join(root, 'host'));
      const html = (await shell.render({
        locale: 'fr-FR',
        title: "Prix $& et $' en $$",
        headTags: ['<meta name="x" content="$&">'],
        headEndTags: ['<link rel="preload" as="script" href="/a.js">'],
      }))!;
      expect(html).toContain('<title>Prix $&amp; et $&#39; en $$</title>');
      expect(html).toContain('<meta name="x" content="$&">');
      // Preloads come after the host's own script: they must not queue ahead of it on a slow link.
      expect(html).toMatch(
        /<script defer src="\/assets\/main\.abc\.js"><\/script><link rel="preload" as="script" href="\/a\.js"><\/head>/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('shop pages with start preloads', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'start-preloads-app-'));
    writeBuild(root);
    t = await createTestApp({
      DIST_DIR: root,
      REMOTE_STORE_DIR: path.join(root, 'remotes'),
      RELEASES_DIR: path.join(root, 'releases'),
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the page's preloads after the host's script, and only the host's start on a 404 page", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'de.localhost:8080' } });
    expect(home.statusCode).toBe(200);
    const head = home.body.slice(home.body.indexOf('<script defer'), home.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/releases/de.json">');
    expect(head).toContain(
      '<link rel="preload" as="script" href="/remotes/mf-content/1.0.0/__federation_expose_HomePage.1.0.0.js">',
    );
    expect(head).toContain('<link rel="preload" as="style" href="/assets/bootstrap.1.css">');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/gibt-es-nicht',
      headers: { host: 'de.localhost:8080' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<link rel="preload" as="script" href="/assets/bootstrap.1.js">');
    expect(missing.body).not.toContain('/remotes/');
  });
});
