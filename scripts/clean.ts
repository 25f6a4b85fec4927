/**
 * `npm run clean`: removes build output (dist/) and test run folders (var/e2e, var/bench), so the next
 * `npm start` rebuilds every app. Your local database (var/pgdata) and mail (var/mail) stay.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const dir of ['dist', 'var/e2e', 'var/bench']) {
  await rm(path.join(root, dir), { recursive: true, force: true });
  console.log(`removed ${dir}/`);
}
