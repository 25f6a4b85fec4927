/**
 * The one build factory of the shop. Every app's `rspack.config.ts` calls `createAppConfig`, so
 * host and remotes compile, scope CSS, share singletons and name their files the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { checkConfig } from 'config/schemas';
import { importsOfFile, mergeImports, providedExports } from './scripts/lib/contract';

export const ROOT = path.dirname(fileURLToPath(import.meta.url));

export const REMOTE_NAMES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'] as const;
export type RemoteAppName = (typeof REMOTE_NAMES)[number];
export type AppName = 'host' | RemoteAppName;

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

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

export function containerName(app: AppName): string {
  return app.replace('-', '_');
}

/** Where a remote version is built: `dist/remotes/<name>/<version>/`. */
export function remoteOutputDir(app: RemoteAppName, version: string, root = ROOT): string {
  return path.join(root, 'dist', 'remotes', app, version);
}

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

export interface AppConfigOptions {
  app: AppName;
  /** The app's folder (where its package.json is). */
  appDir: string;
  /** Remotes: what the remote exposes, e.g. `{ './HomePage': './src/routes/home-page.tsx' }`. */
  exposes?: Record<string, string>;
  mode?: 'production' | 'development';
  /** Remotes only: also build the minimal standalone shell (`src/standalone/index.tsx`) for `npm run dev`. */
  standalone?: boolean;
  /** Overrides the output folder (the build script writes to a temporary folder, then moves it). */
  outputPath?: string;
  /** Build id of the host, written into `builds/meta/<buildId>.json`. */
  buildId?: string;
  /** Builds under another version than package.json's (throwaway test builds only). */
  version?: string;
}

/** The file every build writes beside its output: the files of each named chunk group (decision 0009). */
export const START_ASSETS_FILE = 'start-assets.json';

type ChunkGroupLike = { chunks: Iterable<ChunkLike> };
type ChunkLike = { files: Iterable<string> };
type ModuleLike = { type: string; blocks?: readonly unknown[]; identifier(): string };

/**
 * Writes START_ASSETS_FILE: for every named chunk group (the host's `bootstrap`, a remote's
 * `__federation_expose_<Page>`, each app's `texts-<locale>`), the JS and CSS files the browser loads
 * for it, relative to the output folder. The server reads it to name in a page's HTML the files the
 * page's start will ask for, so they download at once instead of one round trip after another
 * (api/src/modules/shop-pages/preload.ts). In the host, which provides the shared libraries, a
 * group's files include those of the shared modules it consumes (their chunks load with it); a
 * remote's consumed modules come from the host, so its groups list only its own files.
 */
class StartAssetsPlugin {
  constructor(private readonly followSharedModules: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunkGraph = compilation.chunkGraph as unknown as {
            getChunkModules(chunk: ChunkLike): Iterable<ModuleLike>;
            getBlockChunkGroup(block: unknown): ChunkGroupLike | null;
          };
          // What the app provides to the share scope, by the file it provides: at its start the host is
          // the only provider, so a shared module it consumes loads from the provider's chunk (not from
          // the consumer's fallback, which the bundler may have put into another chunk).
          const providers = new Map<string, ChunkGroupLike>();
          const resourceOf = (module: ModuleLike, pattern: RegExp) => pattern.exec(module.identifier())?.[1]?.trim();
          if (this.followSharedModules) {
            for (const chunk of compilation.chunks as Iterable<ChunkLike>) {
              for (const module of chunkGraph.getChunkModules(chunk)) {
                if (module.type !== 'provide-module') continue;
                const resource = resourceOf(module, / = (.+)$/);
                const group = module.blocks?.[0] ? chunkGraph.getBlockChunkGroup(module.blocks[0]) : null;
                if (resource && group) providers.set(resource, group);
              }
            }
          }
          const filesOf = (group: ChunkGroupLike): string[] => {
            const files = new Set<string>();
            const seen = new Set<ChunkGroupLike>();
            const visit = (current: ChunkGroupLike) => {
              if (seen.has(current)) return;
              seen.add(current);
              for (const chunk of current.chunks) {
                for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
                if (!this.followSharedModules) continue;
                for (const module of chunkGraph.getChunkModules(chunk)) {
                  if (module.type !== 'consume-shared-module') continue;
                  const resource = resourceOf(module, /\(fallback: (.+)\)$/);
                  const provider = resource ? providers.get(resource) : undefined;
                  if (provider) visit(provider);
                }
              }
            };
            visit(group);
            return [...files].sort();
          };
          const groups: Record<string, string[]> = {};
          for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b)))
            groups[name] = filesOf(group);
          compilation.emitAsset(
            START_ASSETS_FILE,
            new rspack.sources.RawSource(`${JSON.stringify({ groups }, null, 1)}\n`),
          );
        },
      );
    });
  }
}

/** The export names of the workspace share keys the host provides (those the share scope holds). */
export function hostProvidedExports(): Record<string, string[]> {
  const all = providedExports(ROOT);
  const shared = new Set([...WORKSPACE_PACKAGES].flatMap((name) => workspaceSubpaths(name)));
  return Object.fromEntries(Object.entries(all).filter(([key]) => shared.has(key)));
}

/** The file every remote build writes beside its output: what it needs of its host (scripts/lib/contract.ts). */
export const CONTRACT_FILE = 'contract.json';

type SourceModuleLike = { type: string; identifier(): string; resource?: string };

/**
 * Writes CONTRACT_FILE: the share keys the build takes from its host (with their required version
 * ranges), and the names its own source files import from `shared/*` and `config/*`. The build script
 * moves it into release.json and mf-manifest.json, where release checks and the browser's loader read it.
 */
class ContractPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const shareKeys: Record<string, string> = {};
          const files = new Set<string>();
          const own = this.appDir + path.sep;
          for (const module of compilation.modules as Iterable<SourceModuleLike>) {
            if (module.type === 'consume-shared-module') {
              // `consume shared module (default) react-dom/client@^19.3.1 (singleton) (fallback: ...)`
              const match = /^consume shared module \([^)]*\) (.+?)@([^ ]*) /.exec(module.identifier());
              if (match) shareKeys[match[1]!] = match[2]!;
            }
            const resource = module.resource?.split('?')[0];
            if (
              resource?.startsWith(own) &&
              !resource.includes(`${path.sep}node_modules${path.sep}`) &&
              /\.tsx?$/.test(resource)
            )
              files.add(resource);
          }
          // The server build takes the singletons from the host's server build (externals), not a share scope.
          for (const file of files)
            for (const key of Object.keys(importsOfFile(file))) if (!(key in shareKeys)) shareKeys[key] ??= '';
          const contract = {
            shareKeys: Object.fromEntries(Object.entries(shareKeys).sort(([a], [b]) => a.localeCompare(b))),
            imports: mergeImports([...files].sort().map((file) => importsOfFile(file))),
          };
          compilation.emitAsset(CONTRACT_FILE, new rspack.sources.RawSource(`${JSON.stringify(contract, null, 1)}\n`));
        },
      );
    });
  }
}

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/** CSS modules, scoped per app: class names start with the app's name, so remotes never collide. */
function cssModuleRule(name: string, development: boolean, exportsOnly: boolean): RuleSetRule {
  return {
    test: /\.module\.css$/,
    type: 'css/module',
    parser: { namedExports: false },
    generator: {
      localIdentName: development ? `${name}__[local]__[hash:5]` : `${name}-[hash:6]`,
      exportsConvention: 'as-is',
      ...(exportsOnly ? { exportsOnly } : {}),
    },
  };
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { app, appDir } = options;
  // config's data goes into every bundle unchecked (browsers do not load zod for it): a broken
  // configuration fails the build here, as it fails config's tests and the API server's start.
  checkConfig();
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const development = mode === 'development';
  const pkg = readPackageJson(appDir);
  const version = options.version ?? pkg.version;
  const isHost = app === 'host';
  const buildId = options.buildId ?? `${Date.now().toString(36)}`;
  const outputPath =
    options.outputPath ?? (isHost ? path.join(ROOT, 'dist', 'host') : remoteOutputDir(app as RemoteAppName, version));
  const name = containerName(app);

  const entry: Record<string, string> = {};
  if (isHost) entry.main = './src/index.ts';
  else if (options.standalone) entry.main = './src/standalone/index.ts';

  const htmlTemplate = isHost
    ? path.join(appDir, 'index.html')
    : path.join(ROOT, 'shared', 'src', 'testing', 'standalone.html');

  const config: Configuration = {
    name: app,
    mode,
    context: appDir,
    target: ['web', 'es2022'],
    entry,
    devtool: development ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: outputPath,
      // Versioned remote folders are immutable, and every file name carries its content hash,
      // so all of them can be cached forever; remoteEntry.js lives in the versioned folder.
      publicPath: isHost ? '/' : 'auto',
      filename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      chunkFilename: isHost ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      cssFilename: isHost ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isHost ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
      assetModuleFilename: isHost ? 'assets/[name].[hash:8][ext]' : '[name].[hash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: {
        ...vendorAliases(development),
        // Module Federation's retry plugin brings an older copy of the federation SDK for its logger: the
        // runtime's own copy serves it.
        ...(isHost ? { '@module-federation/sdk$': path.join(ROOT, 'node_modules/@module-federation/sdk') } : {}),
      },
      // Workspace packages (shared, config) export their TypeScript sources.
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        scriptRule(development),
        cssModuleRule(name, development, false),
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        {
          test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
        },
        // Video is always a file of its own (never inlined): it loads only when played.
        { test: /\.(webm|mp4)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: isHost ? undefined : options.exposes,
        // Remotes are registered at run time from the country's release manifest.
        remotes: {},
        shared: sharedConfig(pkg),
        // One remote that never answers must not hold up the start of the others.
        shareStrategy: 'loaded-first',
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // The host provides the federation runtime once; remotes use it instead of carrying their
        // own copy (30 KB gzip each). A remote run alone (standalone) brings its own.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : options.standalone ? {} : { externalRuntime: true }),
          // Browser only: leaves out the runtime's Node.js loading code. Remotes never load other
          // remotes, so they also leave out the remote-loading code.
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(app),
        __APP_VERSION__: JSON.stringify(version),
        __BUILD_ID__: JSON.stringify(buildId),
        'process.env.NODE_ENV': JSON.stringify(mode),
        // What the host provides, for the check of a remote version's imports before it is mounted.
        ...(isHost ? { __HOST_PROVIDED_EXPORTS__: JSON.stringify(hostProvidedExports()) } : {}),
      }),
      ...(isHost || options.standalone
        ? [
            new rspack.HtmlRspackPlugin({
              template: htmlTemplate,
              scriptLoading: 'defer',
              inject: 'head',
              minify: !development,
            }),
          ]
        : []),
      ...(development ? [new ReactRefreshRspackPlugin()] : []),
      new StartAssetsPlugin(isHost),
      ...(isHost ? [] : [new ContractPlugin(appDir)]),
    ],
    optimization: {
      minimize: !development,
      // Without a shared runtime chunk, every entry bootstraps Module Federation by itself.
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
  return config;
}

/**
 * Server rendering (docs/architecture.md, "Server rendering of the first view"): the global the
 * host's server build fills with the shared singletons, and from which a remote's server build takes
 * them, as the federation share scope does in the browser: one React, one `shared`, one `config`
 * per render, the host's.
 */
export const SERVER_SHARE_SCOPE_GLOBAL = '__SHOP_SERVER_SHARED__';
/** Where an app's server build goes inside its output folder: `dist/host/server/`, `dist/remotes/<name>/<version>/server/`. */
export const SERVER_DIR = 'server';

/** Whether a module request is one of the shared singletons (a package of SINGLETONS or one of its subpaths). */
export function isSharedSingletonRequest(request: string): boolean {
  return (SINGLETONS as readonly string[]).includes(packageOfShareKey(request));
}

export interface ServerConfigOptions {
  app: AppName;
  appDir: string;
  /** What the server build contains: the host's renderer, a remote's server-rendered pages (by exposed name). */
  entries: Record<string, string>;
  /** The folder the build is written to (its `server/` folder). */
  outputPath: string;
  /** The version (remotes): the URL path the browser loads the version's files from, for assets. */
  version?: string;
}

/**
 * The Node build of an app for server rendering: the same sources, CSS class names and asset URLs
 * as its browser build (so the server's HTML is what the browser's first render would make), as
 * CommonJS for Node. The host's bundles React, react-dom/server, `shared`, `config` and the other
 * singletons, and provides them in SERVER_SHARE_SCOPE_GLOBAL; a remote's takes them from there.
 */
export function createServerConfig(options: ServerConfigOptions): Configuration {
  const { app, appDir, entries, outputPath } = options;
  const isHost = app === 'host';
  const name = containerName(app);
  const version = options.version ?? readPackageJson(appDir).version;
  return {
    name: `${app}-server`,
    mode: 'production',
    context: appDir,
    target: ['node20.19', 'es2022'],
    // A remote's assets are named under the store browsers load it from, set at run time (scripts/lib/server-public-path.js).
    entry: isHost
      ? entries
      : Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [
            name,
            [path.join(ROOT, 'scripts', 'lib', 'server-public-path.js'), file],
          ]),
        ),
    devtool: false,
    output: {
      path: outputPath,
      // The same URLs as the browser build's assets: the host's at /, a remote version's in its folder.
      publicPath: isHost ? '/' : `/remotes/${app}/${version}/`,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      assetModuleFilename: isHost ? 'assets/[name].[hash:8][ext]' : '[name].[hash:8][ext]',
      library: { type: 'commonjs2' },
      uniqueName: name,
      clean: true,
    },
    resolve: {
      // `x.server.ts` beside `x.ts` is what the server build takes for `./x`: what only the browser has
      // (mf-content's HTML parser, `DOMParser`) gets its Node counterpart there.
      extensions: ['.server.ts', '.server.tsx', '.ts', '.tsx', '.js', '.jsx', '.json'],
      // One react-router (its production build) for the host's code and StaticRouter alike.
      alias: { ...vendorAliases(false), 'react-router$': vendorAliases(false)['react-router-full$']! },
      conditionNames: ['node', 'import', 'module', 'default'],
    },
    externals: isHost
      ? []
      : [
          ({ request }, callback) => {
            if (request && isSharedSingletonRequest(request)) {
              return callback(
                undefined,
                `globalThis.${SERVER_SHARE_SCOPE_GLOBAL}.require(${JSON.stringify(request)})`,
                'var',
              );
            }
            return callback();
          },
        ],
    module: {
      rules: [
        scriptRule(false),
        // The class names of the browser build (createAppConfig), without the CSS itself.
        cssModuleRule(name, false, true),
        // Global style sheets are the browser's: the server build only needs their imports to resolve.
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          type: 'javascript/auto',
          loader: path.join(ROOT, 'scripts', 'lib', 'css-stub-loader.cjs'),
        },
        {
          test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4 * 1024 } },
          generator: { emit: false },
        },
        { test: /\.(webm|mp4)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(app),
        __APP_VERSION__: JSON.stringify(version),
        __BUILD_ID__: JSON.stringify('server'),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      ...(isHost ? [] : [new ContractPlugin(appDir)]),
    ],
    optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
