/** The shop's apps, their package.json and the folders they are built to. */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const REMOTE_NAMES = ['mf-catalog', 'mf-checkout', 'mf-account', 'mf-content'] as const;
export type RemoteAppName = (typeof REMOTE_NAMES)[number];
export type AppName = 'host' | RemoteAppName;

export interface PackageJson {
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
