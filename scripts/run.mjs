// Runs a TypeScript script of ours through jiti.
//
// Why not tsx here: tsx compiles every loaded file with esbuild's keepNames, including rspack's
// Module Federation runtime, which rspack turns back into source text for the bundle; the
// browser then fails on the injected `__name` helper. jiti transforms only our TypeScript and
// leaves node_modules untouched. (`@rspack/cli` loads TypeScript configs with jiti as well.)
//
//   node scripts/run.mjs scripts/build.ts [args...]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs <script.ts> [args...]');
  process.exit(2);
}
const jiti = createJiti(import.meta.url, { interopDefault: true });
const mod = await jiti.import(pathToFileURL(path.resolve(script)).href);
if (typeof mod.main !== 'function') {
  console.error(`${script} exports no main(args)`);
  process.exit(2);
}
try {
  const code = await mod.main(args);
  if (typeof code === 'number' && code !== 0) process.exitCode = code;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
