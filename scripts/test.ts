/**
 * `npm test`: every check, in the order that fails fastest. The same command runs locally and in CI.
 *   typecheck -> lint -> format -> knip -> unit and API tests (jest; API on PGlite and on PostgreSQL when it answers)
 *   -> browser tests (Playwright in Debian's Chromium, against a fresh build of every app)
 *   -> system tests (real processes: the built API behind nginx on PostgreSQL and Redis; system/).
 * `npm test -- --skip e2e` leaves a step out while iterating.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
}

const node = process.execPath;
const steps: Step[] = [
  { name: 'typecheck', command: node, args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: node, args: ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.'] },
  { name: 'format', command: node, args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
  // Unused files, exports and dependencies (knip.json names the entry points the bundlers and tools use).
  { name: 'knip', command: node, args: ['node_modules/knip/bin/knip.js', '--no-progress'] },
  {
    name: 'unit',
    command: node,
    args: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--ci'],
  },
  {
    name: 'e2e',
    command: node,
    args: [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test'],
    cwd: path.join(root, 'e2e'),
  },
  {
    // After e2e: it reuses that run's build of the apps (system/tests/topology.test.ts).
    name: 'system',
    command: node,
    args: [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      ...readdirSync(path.join(root, 'system', 'tests'))
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => path.join('system', 'tests', f)),
    ],
  },
];

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd ?? root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const skip = new Set(process.argv.slice(2).flatMap((a, i, all) => (all[i - 1] === '--skip' ? a.split(',') : [])));
const timings: string[] = [];
const started = Date.now();
for (const step of steps) {
  if (skip.has(step.name)) {
    timings.push(`${step.name.padEnd(10)} skipped`);
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const code = await run(step);
  timings.push(
    `${step.name.padEnd(10)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${code === 0 ? 'ok' : 'FAILED'}`,
  );
  if (code !== 0) {
    console.log(`\n${timings.join('\n')}`);
    process.exit(code);
  }
}
console.log(`\n${timings.join('\n')}\ntotal      ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
