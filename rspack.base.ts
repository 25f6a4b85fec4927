/**
 * The one build factory of the shop. Every app's `rspack.config.ts` calls `createAppConfig`, so
 * host and remotes compile, scope CSS, share singletons and name their files the same way. Its
 * parts live in scripts/lib/rspack/: the apps and their folders (apps.ts), what they share
 * (share-scope.ts), the loaders (rules.ts), the browser build (app-config.ts), the Node build for
 * server rendering (server-config.ts) and the files each build writes beside its output
 * (start-assets-plugin.ts, contract-plugin.ts).
 */
export { REMOTE_NAMES, ROOT, readPackageJson, type AppName, type RemoteAppName } from './scripts/lib/rspack/apps';
export { createAppConfig, type AppConfigOptions } from './scripts/lib/rspack/app-config';
export { CONTRACT_FILE } from './scripts/lib/rspack/contract-plugin';
export { createServerConfig, SERVER_DIR } from './scripts/lib/rspack/server-config';
export { hostProvidedExports, packageOfShareKey, SINGLETONS } from './scripts/lib/rspack/share-scope';
