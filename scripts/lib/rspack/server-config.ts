import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { containerName, readPackageJson, ROOT, type AppName } from './apps';
import { ContractPlugin } from './contract-plugin';
import { cssModuleRule, scriptRule } from './rules';
import { isSharedSingletonRequest, vendorAliases } from './share-scope';

/**
 * Server rendering (docs/architecture.md, "Server rendering of the first view"): the global the
 * host's server build fills with the shared singletons, and from which a remote's server build takes
 * them, as the federation share scope does in the browser: one React, one `shared`, one `config`
 * per render, the host's.
 */
export const SERVER_SHARE_SCOPE_GLOBAL = '__SHOP_SERVER_SHARED__';
/** Where an app's server build goes inside its output folder: `dist/host/server/`, `dist/remotes/<name>/<version>/server/`. */
export const SERVER_DIR = 'server';

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
