import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { checkConfig } from 'config/schemas';
import { containerName, readPackageJson, remoteOutputDir, ROOT, type AppName, type RemoteAppName } from './apps';
import { ContractPlugin } from './contract-plugin';
import { cssModuleRule, scriptRule, workerAssetRule } from './rules';
import { hostProvidedExports, sharedConfig, vendorAliases } from './share-scope';
import { StartAssetsPlugin } from './start-assets-plugin';

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

/** The browser build of an app: host or remote (with its standalone shell in development). */
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
        workerAssetRule,
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
        // The host's start resolves its shared modules without the runtime's semver parser.
        runtimePlugins: isHost ? [path.join(ROOT, 'shared/src/federation/share-resolution-plugin.ts')] : [],
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
