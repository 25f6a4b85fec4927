import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ReleaseService, ReleaseState } from 'release';
import { sessionFile } from 'release/session-file';
import type { TestApp } from '../../api/src/testing/test-app';
import { cli, createWorkspace, publish, type Workspace } from './testing/fixtures';
import { startReleaseApi, stateSnapshot as snapshotOf } from './testing/release-api';

// Two good builds of mf-content in a throwaway store; the command line talks to a real API (its own
// database) listening on a free port, several at once where the test says so.
const remote = 'mf-content';
let ws: Workspace;
let t: TestApp;
let state: ReleaseState;
let service: ReleaseService;
let env: Record<string, string>;

const actor = { by: 'Rita Release', via: 'cli' as const };
const readManifest = (cc: 'at' | 'de' | 'es' | 'fr' | 'it') => state.readManifest(cc);
/** A country's audit entries, oldest first. */
const audit = async (cc: 'at' | 'de' | 'es' | 'fr' | 'it') => (await state.history(cc)).entries.reverse();
const stateSnapshot = () => snapshotOf(t);

beforeAll(async () => {
  ws = createWorkspace();
  for (const v of ['1.0.0', '1.1.0']) await publish(ws, remote, v);
  ({ t, state, service, env } = await startReleaseApi(ws));
}, 120_000);

afterAll(async () => {
  await t?.close();
  ws?.cleanup();
});

describe('concurrent changes', () => {
  it('never corrupt a manifest or lose an audit entry (one process, many changes at once)', async () => {
    const before = (await audit('es')).length;
    const versions = ['1.0.0', '1.1.0'];
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        if (i % 4 === 3)
          return service.startCanary({
            ...actor,
            countries: ['es'],
            remote,
            version: versions[i % 2]!,
            percent: i + 1,
            reason: `canary ${i}`,
          });
        return service.pin({ ...actor, countries: ['es'], remote, version: versions[i % 2]!, reason: `pin ${i}` });
      }),
    );
    const changed = outcomes.flat().filter((o) => o.changed).length;
    const manifest = await readManifest('es');
    const { entries: newestFirst, unreadable } = await state.history('es');
    const entries = newestFirst.reverse();
    expect(unreadable).toBe(0);
    const mine = entries.slice(before);
    expect(mine).toHaveLength(changed);
    // Each change starts from where the one before it left off, and the manifest is the last one's result.
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.from).toEqual(mine[i - 1]!.to);
    expect(mine.map((e) => e.revision)).toEqual(mine.map((_, i) => mine[0]!.revision + i));
    expect(manifest.revision).toBe(mine.at(-1)!.revision);
    expect({
      version: manifest.remotes[remote].version,
      canary: manifest.remotes[remote].canary
        ? { version: manifest.remotes[remote].canary!.version, percent: manifest.remotes[remote].canary!.percent }
        : null,
    }).toEqual(mine.at(-1)!.to);
  });

  it('never corrupt a manifest across processes (each a client of the API)', async () => {
    const before = (await audit('at')).length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        cli(['pin', 'at', remote, i % 2 ? '1.0.0' : '1.1.0', '--reason', `process ${i}`], env),
      ),
    );
    for (const r of results) expect(r.code).toBe(0);
    const manifest = await readManifest('at');
    const mine = (await audit('at')).slice(before);
    expect(mine.length).toBe(results.filter((r) => /^changed/m.test(r.stdout)).length);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.from).toEqual(mine[i - 1]!.to);
    expect(manifest.remotes[remote].version).toBe(mine.at(-1)?.to.version ?? manifest.remotes[remote].version);
  }, 60_000);
});

describe('the command line as a client of the API', () => {
  it('status --json prints the matrix: per country and remote, pinned, canary, share, last known good', async () => {
    const canary = await cli(['canary', 'de', remote, '1.1.0', '--percent', '15', '--reason', 'matrix'], env);
    expect(canary.stdout).toMatch(/^changed/m);
    const result = await cli(['status', '--json'], env);
    // The repository's pins of the other remotes are not in this store: they fail their checks (exit 1).
    expect(result.code).toBe(1);
    const matrix = JSON.parse(result.stdout);
    const de = await readManifest('de');
    expect(Object.keys(matrix.countries)).toEqual(['at', 'de', 'es', 'fr', 'it']);
    expect(matrix.countries.de.revision).toBe(de.revision);
    expect(matrix.countries.de.remotes[remote]).toMatchObject({
      pinned: de.remotes[remote].version,
      canary: '1.1.0',
      percent: 15,
      lastKnownGood: de.remotes[remote].lastKnownGood ?? null,
    });
    expect(matrix.countries.de.remotes['mf-catalog'].problems[0].code).toBe('version_missing');
    expect(matrix.api).toBe(env.RELEASE_API_URL);
    const text = await cli(['status'], env);
    expect(text.stdout).toMatch(new RegExp(`de \\(r${de.revision}\\)`));
    expect(text.stdout).toContain('+1.1.0@15%');
  }, 60_000);

  it('signs in as a person: changes name them, a country outside their list is refused, logout ends it', async () => {
    const password = 'a long staff password';
    const added = await cli(
      ['user', 'add', 'mia', '--role', 'release-manager', '--countries', 'de,at', '--name', 'Mia Manager'],
      env,
      `${password}\n`,
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const wrong = await cli(['login', 'mia'], env, 'not the password\n');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('user name or password is wrong');
    expect(existsSync(sessionFile(env))).toBe(false);

    const login = await cli(['login', 'mia'], env, `${password}\n`);
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('signed in');
    expect(statSync(sessionFile(env)).mode & 0o077).toBe(0);
    expect((await cli(['whoami'], env)).stdout).toContain('Mia Manager (mia): release-manager for de,at');

    const pinned = await cli(['pin', 'de', remote, '1.1.0', '--reason', 'as mia', '--by', 'ignored'], env);
    expect(pinned.stdout).toMatch(/^changed/m);
    expect((await audit('de')).at(-1)).toMatchObject({ by: 'Mia Manager', via: 'cli', actorKind: 'person' });
    const before = await stateSnapshot();
    const refused = await cli(['pin', 'fr', remote, '1.1.0', '--reason', 'not mine'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('may not change releases of fr');
    expect(await stateSnapshot()).toEqual(before);

    const cookie = JSON.parse(readFileSync(sessionFile(env), 'utf8'))[env.RELEASE_API_URL!].cookie as string;
    expect((await cli(['logout'], env)).stdout).toContain('signed out');
    expect(existsSync(sessionFile(env))).toBe(false);
    // The session ended on the server too, not only in the file.
    const res = await fetch(`${env.RELEASE_API_URL}/api/admin/session`, {
      headers: { cookie: `release_session=${cookie}` },
    });
    expect(res.status).toBe(401);
    expect((await cli(['whoami'], env)).stdout).toContain('admin token');
  }, 120_000);

  it('says clearly when the API cannot be reached or refuses the credentials', async () => {
    const down = await cli(['status'], { ...env, RELEASE_API_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('cannot reach the API at http://127.0.0.1:9');
    const bad = await cli(['status'], { ...env, ADMIN_TOKEN: 'not-the-token-000000' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/sign in \(npm run release -- login <user>\) or set ADMIN_TOKEN/);
  });
});
