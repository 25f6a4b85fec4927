import type { RuleSetRule } from '@rspack/core';

/** TypeScript and JSX through swc, with React Refresh in development. */
export function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Worker scripts are copied as they are (workerAssetRule).
    exclude: [/node_modules/, /\.worker\.js$/],
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
export function cssModuleRule(name: string, development: boolean, exportsOnly: boolean): RuleSetRule {
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

/** A worker's plain script, emitted as a file of its own: a bundled worker would carry the federation runtime. */
export const workerAssetRule: RuleSetRule = { test: /\.worker\.js$/, type: 'asset/resource' };
