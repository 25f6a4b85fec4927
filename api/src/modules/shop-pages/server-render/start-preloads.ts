import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTES,
  selectRemoteVersion,
  textLocales,
  VERSION_PATTERN,
  type ReleaseManifest,
  type RemoteName,
  type RouteMatch,
  type Site,
} from 'config';
import type { Cookies } from '../../../lib/cookies';
import type { RemoteStore } from '../../../lib/remote-store';
import { escapeHtml } from '../html';
import { cohortKey } from './visitor-cookies';

/**
 * The files a page's start will ask for, named in its HTML as `<link rel="preload">`
 * (docs/decisions/0009-start-preloads.md). Without them the browser finds them one round trip
 * after another: main.js, then the host's start chunks, then the release manifest, the remote's mf-manifest.json, its
 * remoteEntry.js and page chunk, then the page's texts; on a slow 4G link each step is ~150 ms plus
 * its bytes. Named in the HTML they all download from the start, beside main.js.
 *
 * Every build writes `start-assets.json` (scripts/lib/rspack/start-assets-plugin.ts): the files of each named
 * chunk group. A page's start is the host's `bootstrap` group, its texts in the page's language
 * (`texts-<locale>`, `shared-texts-<locale>`, fallbacks first), the primed answers' reader on a
 * primed page, the country's release manifest, and the pinned remote's manifest, entry, page group
 * (`__federation_expose_<Page>`) and texts. A remote version built before start-assets.json existed
 * is named from its mf-manifest.json (entry and page chunk). Where the server cannot know what the
 * browser will choose (a canary and no cohort cookie yet: the browser draws the visitor's key), the
 * remote's files are left out rather than guessed, so nothing is downloaded twice or for nothing.
 */

/** The element a server-rendered page lists its start's preloads in (read by host/src/index.ts). */
export const START_PRELOADS_ELEMENT_ID = 'shop-start-preloads';
/** How often a file that may change (the host's start assets, a release manifest) is checked for a new version. */
const RECHECK_MS = 1000;
/** Remote versions whose start files are kept in memory (versions are immutable; a country pins one or two). */
const REMOTE_VERSIONS_KEPT = 200;
/** Style sheets kept in memory for inlining (a few per remote version and host build, ~10 KB each). */
const STYLE_SHEETS_KEPT = 200;

export type StartAssets = { groups: Record<string, string[]> };

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface PreloadRequest {
  site: Site;
  /** The page's route; null for an error page (the host's own). */
  match: RouteMatch | null;
  /** Whether the page's HTML carries primed answers (their reader loads at the start). */
  primed: boolean;
  cookies?: Cookies;
}

type Preload = { href: string; as: 'script' | 'style' | 'fetch' };

/** A JSON file read again only when its modification time changes (checked at most every RECHECK_MS). */
class WatchedJson<T> {
  private cached: { mtimeMs: number; value: T | null } | null = null;
  private checkedAt = 0;

  constructor(
    private readonly file: string,
    private readonly parse: (raw: unknown) => T,
  ) {}

  async read(): Promise<T | null> {
    const now = Date.now();
    if (this.cached && now - this.checkedAt < RECHECK_MS) return this.cached.value;
    this.checkedAt = now;
    try {
      const info = await stat(this.file);
      if (!this.cached || this.cached.mtimeMs !== info.mtimeMs) {
        let value: T | null = null;
        try {
          value = this.parse(JSON.parse(await readFile(this.file, 'utf8')));
        } catch {
          value = null;
        }
        this.cached = { mtimeMs: info.mtimeMs, value };
      }
      return this.cached.value;
    } catch {
      this.cached = null;
      return null;
    }
  }
}

function parseStartAssets(raw: unknown): StartAssets {
  const groups = (raw as { groups?: unknown } | null)?.groups;
  if (!groups || typeof groups !== 'object') throw new Error('no groups');
  const out: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(groups as Record<string, unknown>)) {
    // Only plain relative file names of the build: nothing that could leave its folder or the tag.
    if (Array.isArray(files))
      out[name] = files.filter(
        (f): f is string => typeof f === 'string' && /^[\w./-]+\.(js|css)$/.test(f) && !f.includes('..'),
      );
  }
  return { groups: out };
}

export class StartPreloads {
  private readonly hostAssets: WatchedJson<StartAssets>;
  private readonly remoteFiles = new Map<string, Promise<Preload[] | null>>();
  private readonly styleSheets = new Map<string, Promise<string | null>>();

  constructor(
    private readonly dirs: { host: string },
    private readonly store: RemoteStore,
    private readonly releaseManifest: (country: Site['country']) => Promise<ReleaseManifest | null>,
  ) {
    this.hostAssets = new WatchedJson(path.join(dirs.host, 'start-assets.json'), parseStartAssets);
  }

  /**
   * The `<link rel="preload">` tags for a page's head, or none when the build has no start assets.
   * `stylesheets`: the page's HTML holds its first view (renderer.ts), so its style sheets come
   * with it, inlined (the first paint waits for no other request; on a phone's link each is a round
   * trip or more), each followed by a disabled link to its file: the bundlers' style loading (the
   * host's and the remote's, which knows its files by absolute URL: `origin`) finds it there and
   * loads nothing again, and the browser fetches nothing for a disabled link. The scripts and data
   * such a page's start asks for are then not preloaded by the HTML but listed for the host's first
   * script (`START_PRELOADS_ELEMENT_ID`), which asks for them once the first view is painted: on a
   * phone's link they would otherwise share it with the page's own HTML before its first paint.
   */
  async tags(request: PreloadRequest, options: { stylesheets?: boolean; origin?: string } = {}): Promise<string[]> {
    const preloads = await this.preloads(request);
    const tags: string[] = [];
    const afterPaint: Preload[] = [];
    for (const { href, as } of preloads) {
      if (options.stylesheets && as !== 'style') {
        afterPaint.push({ href, as });
        continue;
      }
      if (as === 'fetch') {
        tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`);
        continue;
      }
      const css = as === 'style' && options.stylesheets ? await this.styleSheet(href) : null;
      if (css === null) {
        tags.push(
          as === 'style' && options.stylesheets
            ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
            : `<link rel="preload" as="${as}" href="${escapeHtml(href)}">`,
        );
        continue;
      }
      const url =
        href.startsWith('/') && !href.startsWith('/assets/') && options.origin ? `${options.origin}${href}` : href;
      tags.push(`<style>${css}</style>`, `<link rel="stylesheet" href="${escapeHtml(url)}" disabled>`);
    }
    if (afterPaint.length)
      // JSON in HTML: no "<" in our paths (escaped all the same), so nothing can end the element.
      tags.push(
        `<script type="application/json" id="${START_PRELOADS_ELEMENT_ID}">${JSON.stringify(afterPaint).replace(/</g, '\\u003c')}</script>`,
      );
    return tags;
  }

  /** A style sheet of the host's build or the remote store, by its URL path, ready for a `<style>` element; null if unreadable. */
  private styleSheet(href: string): Promise<string | null> {
    let file: string | null = null;
    let read: () => Promise<string>;
    const storeBase = `${this.store.publicBase}/`;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      file = path.join(this.dirs.host, href);
      read = () => readFile(file!, 'utf8');
    } else if (href.startsWith(storeBase)) {
      const found = /^([\w-]+)\/([\w.+-]+)\/([\w./-]+\.css)$/.exec(href.slice(storeBase.length));
      if (found && !href.includes('..')) {
        file = href;
        const [, remote, version, css] = found;
        read = async () => {
          const data = await this.store.read(remote as RemoteName, version!, css!);
          if (!data) throw new Error(`${href} is not in the store`);
          return data.toString('utf8');
        };
      }
    }
    if (!file) return Promise.resolve(null);
    let css = this.styleSheets.get(file);
    if (!css) {
      // File names carry their content's hash: what was read once stays true.
      css = read!().then(
        // "</style" inside the CSS (a string, a comment) would end the element: `\/` is the same character in CSS.
        (text) => text.replace(/<\/(style)/gi, '<\\/$1').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''),
        () => null,
      );
      if (this.styleSheets.size >= STYLE_SHEETS_KEPT) this.styleSheets.clear();
      this.styleSheets.set(file, css);
      void css.then((text) => {
        if (text === null) this.styleSheets.delete(file);
      });
    }
    return css;
  }

  async preloads({ site, match, primed, cookies = {} }: PreloadRequest): Promise<Preload[]> {
    const host = await this.hostAssets.read();
    if (!host) return [];
    const locales = textLocales(site.locale);
    const groups = [
      'bootstrap',
      ...locales.flatMap((l) => [`texts-${l}`, `shared-texts-${l}`]),
      ...(primed ? ['primed-answers'] : []),
    ];
    const out: Preload[] = groups.flatMap((g) => host.groups[g] ?? []).map((file) => asset(`/${file}`));
    out.push({ href: `/releases/${site.country}.json`, as: 'fetch' });
    if (match) out.push(...(await this.remotePreloads(site, match, cookies)));
    const seen = new Set<string>();
    return out.filter((p) => !seen.has(p.href) && Boolean(seen.add(p.href)));
  }

  private async remotePreloads(site: Site, match: RouteMatch, cookies: Cookies): Promise<Preload[]> {
    const remote = match.route.remote;
    if (!(REMOTES as readonly string[]).includes(remote)) return [];
    const manifest = await this.releaseManifest(site.country);
    const pin = manifest?.remotes[remote];
    if (!pin) return [];
    const key = cohortKey(cookies);
    const canary = pin.canary;
    const canaryOpen = Boolean(canary && canary.version !== pin.version && canary.percent > 0);
    // The browser will draw a key and may land on the canary: which version it loads is not known here.
    if (canaryOpen && key === null) return [];
    const { version } = selectRemoteVersion(remote, pin, key);
    if (!VERSION_PATTERN.test(version)) return [];
    const page = match.route.page.replace(/^\.\//, '');
    const locales = textLocales(site.locale);
    const cacheKey = `${remote}@${version} ${page} ${locales.join(',')}`;
    let files = this.remoteFiles.get(cacheKey);
    if (!files) {
      files = this.readRemoteFiles(remote, version, page, locales);
      if (this.remoteFiles.size >= REMOTE_VERSIONS_KEPT) this.remoteFiles.clear();
      this.remoteFiles.set(cacheKey, files);
      // A version not (yet) in the store is looked for again on the next page.
      void files.then((found) => {
        if (found === null) this.remoteFiles.delete(cacheKey);
      });
    }
    return (await files) ?? [];
  }

  /** A remote version's start files for a page; null when the version is not in the store. */
  private async readRemoteFiles(
    remote: RemoteName,
    version: string,
    page: string,
    locales: string[],
  ): Promise<Preload[] | null> {
    const base = `${this.store.publicBase}/${remote}/${version}/`;
    const json = async (file: string): Promise<unknown> => {
      const data = await this.store.read(remote, version, file);
      if (!data) throw new Error(`${file} is not in the store`);
      return JSON.parse(data.toString('utf8'));
    };
    let mf: MfManifest;
    try {
      mf = (await json('mf-manifest.json')) as MfManifest;
    } catch {
      return null;
    }
    const entry = mf.metaData?.remoteEntry;
    const entryFile = `${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`;
    const out: Preload[] = [{ href: `${base}mf-manifest.json`, as: 'fetch' }, asset(`${base}${entryFile}`)];
    let start: StartAssets | null = null;
    try {
      start = parseStartAssets(await json('start-assets.json'));
    } catch {
      start = null;
    }
    const pageGroup = start?.groups[`__federation_expose_${page}`];
    if (start && pageGroup) {
      const files = [...pageGroup, ...locales.flatMap((l) => start.groups[`texts-${l}`] ?? [])];
      out.push(...files.map((file) => asset(`${base}${file}`)));
    } else {
      const expose = mf.exposes?.find((e) => e.name === page);
      const files = [...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.js?.sync ?? [])].filter(
        (f) => /^[\w./-]+\.(js|css)$/.test(f) && !f.includes('..'),
      );
      out.push(...files.map((file) => asset(`${base}${file}`)));
    }
    return out;
  }
}

function asset(href: string): Preload {
  return { href, as: href.endsWith('.css') ? 'style' : 'script' };
}
