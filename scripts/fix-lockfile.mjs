// The npm registry this project is built against (and CI's) serves no macOS/Windows builds of
// packages that ship per-platform binaries (@rspack/binding-*, @swc/core-*, ...): it answers 404.
// npm install then leaves them out of package-lock.json, and npm ci refuses the lock as out of sync.
// This adds a lock entry, with its os/cpu, for each such optional package; npm never fetches them
// on a platform they do not match. Runs after every npm install (root postinstall).
import { readFileSync, writeFileSync } from 'node:fs';
const lockPath = process.argv[2] ?? new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
function platformOf(name) {
  const n = name.split('/').pop();
  const os = [
    'darwin',
    'win32',
    'linux',
    'freebsd',
    'android',
    'openbsd',
    'netbsd',
    'sunos',
    'aix',
    'openharmony',
  ].find((o) => n.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((c) =>
    new RegExp(`(^|[-_])${c}([-_]|$)`).test(n.replace(os ?? '', '')),
  );
  const libc = /musl/.test(n) ? 'musl' : /gnu/.test(n) ? 'glibc' : undefined;
  return { os, cpu, libc };
}
let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    const candidates = [`${base}${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => pkgs[c])) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && cpu !== 'wasm32') continue;
    const entry = { version, optional: true };
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    if (cpu === 'wasm32') {
      entry.cpu = ['wasm32'];
    }
    pkgs[`node_modules/${dep}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} platform entries`);
