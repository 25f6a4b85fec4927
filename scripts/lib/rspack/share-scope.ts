import { readFileSync } from 'node:fs';
import path from 'node:path';
import { providedExports } from '../contract';
import { ROOT, type PackageJson } from './apps';

/** What the apps share through Module Federation, and how: singletons, subsets, workspace packages. */

/**
 * Shared singletons (contracts): one copy of each for the whole page. The trailing-slash keys
 * share the subpaths too (`react-dom/client`, `react/jsx-runtime`, `shared/stores`, ...);
 * without them every app would bundle its own react-dom/client.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  'shared',
  'config',
  'zod',
] as const;

/**
 * Shared to avoid duplicates, but not required to be one copy. Empty on purpose: a shared module
 * is never tree-shaken, and zod shared whole costs 80 KB gzip; zod is shared as the subset
 * `zod/mini` only (SUBSET_SINGLETONS).
 */
export const DEDUPED = [] as const;

/**
 * Singletons provided as a deliberate subset of their API (shared/src/vendor/*.ts): a shared module
 * is never tree-shaken, so sharing the whole package would make every customer download all of it.
 * The share key, version and singleton rule stay those of the real package.
 */
export const SUBSET_SINGLETONS: Record<string, string> = {
  'react-router': 'shared/src/vendor/react-router.ts',
  'react-i18next': 'shared/src/vendor/react-i18next.ts',
  'zustand/middleware': 'shared/src/vendor/zustand-middleware.ts',
  'zod/mini': 'shared/src/vendor/zod-mini.ts',
};

/**
 * Singletons whose other entry points are shared whole beside their subsets (`zustand`: its root is
 * small). The others (react-router, react-i18next, zod) are shared through their subsets only; zod's
 * root and `zod/v4`, which only the API and scripts use, are not shared at all.
 */
const SHARED_WHOLE_BESIDE_SUBSETS = new Set(['zustand']);

/** The package a share key belongs to: `react/jsx-runtime` -> `react`. */
export function packageOfShareKey(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Where the full packages behind the subsets are (aliases `react-router-full`, `react-i18next-full`, ...). */
export function vendorAliases(development: boolean): Record<string, string> {
  return {
    // react-router 7's exports map only names its development build; production uses the production one beside it.
    'react-router-full$': path.join(
      ROOT,
      'node_modules/react-router/dist',
      development ? 'development' : 'production',
      'index.mjs',
    ),
    'react-i18next-full$': path.join(ROOT, 'node_modules/react-i18next/dist/es/index.js'),
    'zustand-middleware-full$': path.join(ROOT, 'node_modules/zustand/esm/middleware.mjs'),
    'zod-mini-full$': path.join(ROOT, 'node_modules/zod/mini/index.js'),
  };
}

/** Workspace packages shared by their exact subpaths (their package.json `exports`), not by prefix. */
const WORKSPACE_PACKAGES = new Set(['shared', 'config']);

function workspaceSubpaths(name: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return Object.keys(pkg.exports ?? { '.': '' })
    .filter((key) => !key.endsWith('.css') && !key.includes('*') && !['./standalone', './testing'].includes(key))
    .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`));
}

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string | false;
  import?: string;
  version?: string;
}

export function sharedConfig(pkg: PackageJson): Record<string, SharedEntry> {
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: package.json must depend on the shared singleton "${name}"`);
    const subsets = Object.keys(SUBSET_SINGLETONS).filter((key) => packageOfShareKey(key) === name);
    if (WORKSPACE_PACKAGES.has(name)) {
      for (const key of workspaceSubpaths(name)) shared[key] = { singleton: true, requiredVersion };
      continue;
    }
    if (subsets.length === 0 || SHARED_WHOLE_BESIDE_SUBSETS.has(name)) {
      shared[name] = { singleton: true, requiredVersion };
      shared[`${name}/`] = { singleton: true, requiredVersion };
    }
    // An exact share key wins over the `${name}/` prefix above.
    for (const key of subsets) {
      shared[key] = {
        singleton: true,
        requiredVersion,
        import: path.join(ROOT, SUBSET_SINGLETONS[key]!),
        version: installedVersion(name),
      };
    }
  }
  for (const name of DEDUPED) {
    const requiredVersion = deps[name];
    if (!requiredVersion) continue;
    shared[name] = { singleton: false, requiredVersion };
    shared[`${name}/`] = { singleton: false, requiredVersion };
  }
  return shared;
}

/** The export names of the workspace share keys the host provides (those the share scope holds). */
export function hostProvidedExports(): Record<string, string[]> {
  const all = providedExports(ROOT);
  const shared = new Set([...WORKSPACE_PACKAGES].flatMap((name) => workspaceSubpaths(name)));
  return Object.fromEntries(Object.entries(all).filter(([key]) => shared.has(key)));
}

/** Whether a module request is one of the shared singletons (a package of SINGLETONS or one of its subpaths). */
export function isSharedSingletonRequest(request: string): boolean {
  return (SINGLETONS as readonly string[]).includes(packageOfShareKey(request));
}
