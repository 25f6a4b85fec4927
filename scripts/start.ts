/**
 * `npm start`: builds what is missing (host, and each remote's current version), then serves the
 * whole shop from one process at http://localhost:8080 (PORT changes it).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The build runs in its own process under jiti (see scripts/run.mjs for why not here).
const built = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', '--if-missing'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const { startServer } = await import('../api/src/server');
await startServer();
