import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CART_COOKIE, CONSENT_COOKIE, matchRoute, RELEASE_COHORT_COOKIE, type RouteMatch, type Site } from 'config';
import { folderStore } from '../../../lib/remote-store';
import { manifestsIn } from './testing';
import { ServerRenderer, serverModuleFile } from './renderer';

/**
 * The API's side of server rendering, against builds written here: a host server build (its
 * `renderPage` contract: it reads the release, the visitor's key and the primed answers, and loads
 * the pinned remote's server module through the API) and remote version folders with and without a
 * server build. The real builds render in the e2e suite (host-server-render.spec.ts).
 */
let root: string;
let dirs: { host: string; remoteStore: string; releases: string };
const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };
const site: Site = { hostname: 'de.localhost', country: 'de', locale: 'de-DE', shopMode: 'default' };
const home = matchRoute('de', '/') as RouteMatch;
const KEY = 'a'.repeat(32);

/** A host server build that renders what it was given, and counts its renders. */
function hostBuild(label: string): string {
  return `
let renders = 0;
exports.renders = () => renders;
exports.renderPage = async (request) => {
  renders++;
  const remote = 'mf-content';
  const pin = request.release.remotes[remote];
  const version = pin.canary && request.cohort.key ? pin.canary.version : pin.version;
  const page = await request.loadRemoteModule(remote, version, './HomePage');
  if (!page) return { rendered: false, reason: 'no server module' };
  if (request.url.includes('fail')) throw new Error('render broke');
  return { rendered: true, remote, version, html: '<p>${label} ' + page.label + ' ' + request.url + ' ' + request.cohort.key + ' ' + request.primedAnswers + (request.consent === undefined ? '' : ' consent=' + request.consent) + (request.cartDevices ? ' cart=' + request.cartDevices : '') + '</p>' };
};`;
}

async function writeRelease(canary: { version: string; percent: number } | null) {
  type Pin = { version: string; lastKnownGood: string; canary: { version: string; percent: number } | null };
  const remotes: Record<string, Pin> = Object.fromEntries(
    ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'].map((r) => [
      r,
      { version: '1.0.0', lastKnownGood: '1.0.0', canary: null },
    ]),
  );
  remotes['mf-content'] = { version: '1.0.0', lastKnownGood: '1.0.0', canary };
  await writeFile(path.join(dirs.releases, 'de.json'), JSON.stringify({ country: 'de', remotes }));
}

async function remoteVersion(version: string, serverModule: string | null) {
  const dir = path.join(dirs.remoteStore, 'mf-content', version, 'server');
  await mkdir(dir, { recursive: true });
  if (serverModule) await writeFile(path.join(dir, 'HomePage.cjs'), serverModule);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'server-render-'));
  dirs = {
    host: path.join(root, 'host'),
    remoteStore: path.join(root, 'remotes'),
    releases: path.join(root, 'releases'),
  };
  await mkdir(path.join(dirs.host, 'server'), { recursive: true });
  await mkdir(dirs.releases, { recursive: true });
  await writeRelease(null);
  await remoteVersion('1.0.0', "exports.label = 'content-1.0.0'; exports.default = () => null;");
  warnings.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

const request = (over: Partial<Parameters<ServerRenderer['render']>[0]> = {}) => ({
  site,
  url: '/',
  match: home,
  cookies: {},
  primedAnswers: '[1]',
  ...over,
});

describe('server rendering of a page (renderer.ts)', () => {
  it('renders nothing without a host server build, and says why', async () => {
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toEqual({ html: null, reason: 'no host server build' });
  });

  it('renders the pinned version with the primed answers, and reuses the result for the same page and data', async () => {
    await writeFile(path.join(dirs.host, 'server', 'render.cjs'), hostBuild('v1'));
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toEqual({
      html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
      version: '1.0.0',
    });
    await expect(renderer.render(request())).resolves.toEqual({
      html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
      version: '1.0.0',
    });
    const host = (renderer as unknown as { host: { renderer: { renders(): number } } }).host.renderer;
    expect(host.renders()).toBe(1);
    // Other data (a CMS edit in the primed answer) or another URL: rendered again.
    await expect(renderer.render(request({ primedAnswers: '[2]' }))).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [2] consent=null</p>',
    });
    await expect(renderer.render(request({ url: '/?utm_source=x' }))).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 /?utm_source=x null [1] consent=null</p>',
    });
    expect(host.renders()).toBe(3);
  });

  it('leaves a page to the browser when its remote version has no server build of it', async () => {
    await writeFile(path.join(dirs.host, 'server', 'render.cjs'), hostBuild('v1'));
    await writeRelease(null);
    await rm(path.join(dirs.remoteStore, 'mf-content', '1.0.0', 'server', 'HomePage.cjs'));
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toEqual({
      html: null,
      reason: 'mf-content 1.0.0 has no server build of ./HomePage',
    });
    const product = matchRoute('de', '/produkte/apple-iphone-13-128-gb') as RouteMatch;
    await expect(
      renderer.render(request({ url: '/produkte/apple-iphone-13-128-gb', match: product })),
    ).resolves.toMatchObject({ html: null });
  });

  it('renders a canary only for a visitor whose side it knows (the browser draws a new visitor’s key)', async () => {
    await writeFile(path.join(dirs.host, 'server', 'render.cjs'), hostBuild('v1'));
    await writeRelease({ version: '1.1.0', percent: 100 });
    await remoteVersion('1.1.0', "exports.label = 'content-1.1.0'; exports.default = () => null;");
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toEqual({ html: null, reason: 'canary side not known yet' });
    await expect(renderer.render(request({ cookies: { [RELEASE_COHORT_COOKIE]: KEY } }))).resolves.toEqual({
      html: `<p>v1 content-1.1.0 / ${KEY} [1] consent=null</p>`,
      version: '1.1.0',
    });
    // A key that is not one of ours is no key.
    await expect(renderer.render(request({ cookies: { [RELEASE_COHORT_COOKIE]: 'nope' } }))).resolves.toMatchObject({
      html: null,
    });
  });

  it('loads a new host build when it replaces the old one, and reports a render that fails', async () => {
    const file = path.join(dirs.host, 'server', 'render.cjs');
    await writeFile(file, hostBuild('v1'));
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
    });
    await writeFile(file, hostBuild('v2'));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    (renderer as unknown as { hostCheckedAt: number }).hostCheckedAt = 0;
    await expect(renderer.render(request())).resolves.toMatchObject({
      html: '<p>v2 content-1.0.0 / null [1] consent=null</p>',
    });

    await expect(renderer.render(request({ url: '/?fail=1' }))).resolves.toEqual({
      html: null,
      reason: 'render failed',
    });
    expect(warnings).toEqual(['server render failed; the browser renders the page']);
  });

  it('renders with the visitor’s consent cookie (the banner shows without one), one result per choice', async () => {
    await writeFile(path.join(dirs.host, 'server', 'render.cjs'), hostBuild('v1'));
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request())).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
    });
    await expect(
      renderer.render(request({ cookies: { other: '1', [CONSENT_COOKIE]: 'v1:analytics' } })),
    ).resolves.toMatchObject({ html: '<p>v1 content-1.0.0 / null [1] consent=v1:analytics</p>' });
    await expect(renderer.render(request({ cookies: { [CONSENT_COOKIE]: 'v1:' } }))).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=v1:</p>',
    });
    // An overlong value is no choice.
    await expect(
      renderer.render(request({ cookies: { [CONSENT_COOKIE]: `v1:${'a'.repeat(200)}` } })),
    ).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
    });
  });

  it('renders with the number of devices the cart cookie names, one result per number; anything else is no cart', async () => {
    await writeFile(path.join(dirs.host, 'server', 'render.cjs'), hostBuild('v1'));
    const renderer = new ServerRenderer(dirs, folderStore(dirs.remoteStore), manifestsIn(dirs.releases), log);
    await expect(renderer.render(request({ cookies: { [CART_COOKIE]: '2' } }))).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=null cart=2</p>',
    });
    await expect(renderer.render(request({ cookies: { [CART_COOKIE]: '3' } }))).resolves.toMatchObject({
      html: '<p>v1 content-1.0.0 / null [1] consent=null cart=3</p>',
    });
    for (const value of ['-1', '2.5', '12345', '<b>', ''])
      await expect(renderer.render(request({ cookies: { [CART_COOKIE]: value } }))).resolves.toMatchObject({
        html: '<p>v1 content-1.0.0 / null [1] consent=null</p>',
      });
  });

  it('names server modules only by plain exposed names', () => {
    expect(serverModuleFile('./HomePage')).toBe('HomePage.cjs');
    expect(serverModuleFile('./../x')).toBeNull();
    expect(serverModuleFile('./a/b')).toBeNull();
  });
});
