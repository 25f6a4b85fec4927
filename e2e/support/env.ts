import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything an e2e run writes lives under var/e2e: its own build, store, pins, database and mail. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_DIR = path.join(REPO_ROOT, 'var', 'e2e');
export const E2E_DIST = path.join(E2E_DIR, 'dist');
export const E2E_STORE = path.join(E2E_DIST, 'remotes');
export const E2E_RELEASES = path.join(E2E_DIR, 'releases');
export const E2E_MAIL = path.join(E2E_DIR, 'mail');
export const E2E_DATA = path.join(E2E_DIR, 'data');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/** The shop's URL on a host of the contracts' table, e.g. shopUrl('fr.localhost', '/contact'). */
export function shopUrl(host: string, pathname = '/'): string {
  return `http://${host}:${E2E_PORT}${pathname}`;
}

/** The API from Node (tests' request fixture): Node does not resolve `*.localhost`, and the API answers on any host. */
export function apiUrl(pathname: string): string {
  return `http://localhost:${E2E_PORT}${pathname}`;
}

/** A remote's version in its package.json: the one the e2e build builds and the repository's pins name. */
export function remoteVersion(remote: string): string {
  return (JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string })
    .version;
}
