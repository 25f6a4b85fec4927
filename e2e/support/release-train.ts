/**
 * A throw-away copy of the repository for the release train, as a remote team's clone: its own `shared`,
 * `config`, `host` and remote sources (changed by the test), built with the real build and the real
 * command line, and everything else (installed packages) shared with this checkout.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DIR, REPO_ROOT } from './env';

const run = promisify(execFile);

/** The workspace packages the copy has its own sources of. */
const OWN = ['config', 'shared', 'host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'api'];

export interface Clone {
  root: string;
  /** Changes a file of the copy: `edit(text)` returns the new text (and must change it). */
  edit(file: string, edit: (text: string) => string): void;
  /** Runs a command of the copy (`node scripts/run.mjs ...`) with the given environment. */
  node(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }>;
  remove(): void;
}

export function cloneRepository(): Clone {
  mkdirSync(E2E_DIR, { recursive: true });
  const root = mkdtempSync(path.join(E2E_DIR, 'train-'));
  for (const entry of ['package.json', 'tsconfig.json', 'rspack.base.ts', 'scripts', ...OWN])
    cpSync(path.join(REPO_ROOT, entry), path.join(root, entry), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`) && !src.includes(`${path.sep}dist`),
    });
  // Installed packages are this checkout's; the workspace packages are the copy's own.
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync(path.join(REPO_ROOT, 'api', 'node_modules'), path.join(root, 'api', 'node_modules'));
  for (const name of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    const own = OWN.includes(name);
    if (name === 'e2e') continue;
    symlinkSync(
      own ? path.join(root, name) : path.join(REPO_ROOT, 'node_modules', name),
      path.join(root, 'node_modules', name),
    );
  }
  return {
    root,
    edit(file, edit) {
      const full = path.join(root, file);
      const before = readFileSync(full, 'utf8');
      const after = edit(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      writeFileSync(full, after);
    },
    async node(args, env) {
      try {
        const { stdout, stderr } = await run(process.execPath, args, {
          cwd: root,
          env: { ...process.env, ...env },
          maxBuffer: 20 * 1024 * 1024,
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code?: number; stdout?: string; stderr?: string };
        return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
      }
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
