import { COUNTRY_CODES, type CountryCode } from './countries';
import type { RemoteName } from './remotes';
import { paramHasShape, type ParamShape, type RouteSetId } from './route-params';
import { BASE_PATHS, COUNTRY_PATHS } from './route-paths';
import { ROUTE_BASE_NAMES, ROUTE_TARGETS, type Layout, type RouteBaseName } from './route-targets';

/**
 * The route table (spec section 2): every path of every country. The host and the
 * server both match paths with it, and remotes build links from it by route name, so a link
 * built for one country never leads to another country's path.
 *
 * The parts: the parameters' shapes (route-params.ts), which remote page renders each route
 * (route-targets.ts) and the paths of each country (route-paths.ts); here they become the
 * matchers and links.
 *
 * Paths use `{param}` placeholders. A placeholder may share a segment with fixed text
 * (`/produkte/uebersicht-{overview}`) or with another placeholder (`/clarification/{id}:{trade}`).
 */

export * from './route-params';
export * from './route-paths';
export * from './route-targets';

export interface RouteDef {
  /** Full route name: `pdp` in the base set, `pdp___de` in Germany's. */
  name: string;
  base: RouteBaseName;
  set: RouteSetId;
  path: string;
  remote: RemoteName;
  page: string;
  layout: Layout;
  /** Parameter names in path order, with the shape each must have. */
  params: { name: string; shape: ParamShape }[];
  /** Compiled matcher. */
  regex: RegExp;
  /** The validate step: every parameter has its shape, then the route's own rule, if any. */
  validate: (params: Readonly<Record<string, string>>) => boolean;
}

export function routeName(base: RouteBaseName, set: RouteSetId): string {
  return set === 'base' ? base : `${base}___${set}`;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of path.matchAll(PLACEHOLDER)) {
    source += escapeRegex(path.slice(last, m.index));
    names.push(m[1]!);
    // A parameter never spans a slash; where two share a segment, ':' separates them.
    source += '([^/:]+)';
    last = m.index! + m[0].length;
  }
  source += escapeRegex(path.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}

function buildSet(set: RouteSetId, paths: Partial<Record<RouteBaseName, string>>): RouteDef[] {
  const defs: RouteDef[] = [];
  for (const base of ROUTE_BASE_NAMES) {
    const path = paths[base];
    if (path === undefined) continue;
    const target = ROUTE_TARGETS[base];
    const { regex, names } = compile(path);
    const params = names.map((name) => ({ name, shape: target.params[name] ?? ('slug' as ParamShape) }));
    const own = target.validate;
    defs.push({
      name: routeName(base, set),
      base,
      set,
      path,
      remote: target.remote,
      page: target.page,
      layout: target.layout,
      params,
      regex,
      // Pairs (`{id}:{trade}`, `/{id}/{trade}`) are checked as pairs: both present, both shaped.
      validate: (values) => params.every((p) => paramHasShape(p.shape, values[p.name])) && (!own || own(values, set)),
    });
  }
  return sortBySpecificity(defs);
}

/**
 * More specific paths first: more fixed characters win, so `/produkte/uebersicht-{overview}`
 * is tried before `/produkte/{pdp}` and `/newsletter/unsubscribe/success` before the hash route.
 */
function sortBySpecificity(defs: RouteDef[]): RouteDef[] {
  const fixed = (path: string) => path.replace(PLACEHOLDER, '').length;
  return defs
    .map((def, index) => ({ def, index }))
    .sort((a, b) => fixed(b.def.path) - fixed(a.def.path) || a.index - b.index)
    .map(({ def }) => def);
}

export const ROUTE_SETS: Readonly<Record<RouteSetId, readonly RouteDef[]>> = Object.freeze({
  base: buildSet('base', BASE_PATHS),
  ...(Object.fromEntries(COUNTRY_CODES.map((cc) => [cc, buildSet(cc, COUNTRY_PATHS[cc])])) as Record<
    CountryCode,
    RouteDef[]
  >),
});

export function routesFor(country: CountryCode): readonly RouteDef[] {
  return ROUTE_SETS[country];
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Longest path we try to match; anything longer is not a page of ours. */
export const MAX_PATH_LENGTH = 1024;

/**
 * Matches a pathname (no query, no hash) against a route set. Returns null when nothing matches,
 * including for undecodable parameters and overlong paths.
 */
export function matchRoute(set: RouteSetId, pathname: string): RouteMatch | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of ROUTE_SETS[set]) {
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      route.params.forEach((p, i) => {
        params[p.name] = decodeURIComponent(m[i + 1]!);
      });
    } catch {
      return null;
    }
    return { route, params };
  }
  return null;
}

export type RouteResolution =
  | { kind: 'page'; match: RouteMatch }
  /** The path has a route's form, but its validate step failed: an error (404), never the page. */
  | { kind: 'invalid'; match: RouteMatch }
  | { kind: 'none' };

/**
 * Matches a pathname and runs the route's validate step. The host (in the browser) and the server
 * both decide with this, so a customer and a crawler get the same answer for every path.
 */
export function resolveRoute(set: RouteSetId, pathname: string): RouteResolution {
  const match = matchRoute(set, pathname);
  if (!match) return { kind: 'none' };
  return match.route.validate(match.params) ? { kind: 'page', match } : { kind: 'invalid', match };
}

/** Finds a route of a country's set by full name (`pdp___de`) or base name (`pdp`). */
export function findRoute(country: CountryCode, name: string): RouteDef | undefined {
  const [base, suffix] = name.split('___');
  if (suffix !== undefined && suffix !== country) return undefined;
  return ROUTE_SETS[country].find((r) => r.base === base);
}

/**
 * Whether a redirect target stays on this site: a path, never `//host` or `/\host` (browsers read
 * `\` as `/`), with no control character a URL parser drops (`/\t/host` is `//host` to it).
 */
export function isLocalPath(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(location) && !/[\u0000-\u001f\u007f]/.test(location);
}

export class RouteBuildError extends Error {}

/**
 * Builds the path of a route of a country. Accepts the base name or the country's own full name;
 * a name of another country's set is refused, so no link leads across countries.
 */
export function buildPath(country: CountryCode, name: string, params: Record<string, string | number> = {}): string {
  const route = findRoute(country, name);
  if (!route) throw new RouteBuildError(`route "${name}" does not exist in country "${country}"`);
  return route.path.replace(PLACEHOLDER, (_, param: string) => {
    const value = params[param];
    if (value === undefined || value === '')
      throw new RouteBuildError(`route "${route.name}" needs parameter "${param}"`);
    return encodeURIComponent(String(value));
  });
}
