import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseManifestSchema } from 'config/schemas';
import type { ReleaseService, ReleaseState } from 'release';
import type { TestApp } from '../../api/src/testing/test-app';
import {
  cli,
  createWorkspace,
  declareImports,
  declareSharedRanges,
  publish,
  snapshot,
  type Workspace,
} from './testing/fixtures';
import { startReleaseApi, stateSnapshot as snapshotOf } from './testing/release-api';

// Real builds of mf-content into a throwaway store (about a second each), shared by the tests:
//   1.0.0, 1.1.0  good versions
//   1.2.0         one file changed after the build
//   1.3.0         built against React 18 (declares react ^18.3.1)
//   1.4.0         a file added after the build
//   1.5.0         imports an export of shared/hooks that no host provides
// Changes go through the release service on a real API's database, and through the command line.
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
  for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0']) await publish(ws, remote, v);
  appendFileSync(path.join(ws.storeDir, remote, '1.2.0', 'remoteEntry.js'), '\n;console.log("injected")');
  declareSharedRanges(path.join(ws.storeDir, remote, '1.3.0'), { react: '^18.3.1', 'react-dom': '^18.3.1' });
  writeFileSync(path.join(ws.storeDir, remote, '1.4.0', 'extra.js'), 'alert(1)');
  declareImports(path.join(ws.storeDir, remote, '1.5.0'), { 'shared/hooks': ['useRemoteCake'] });
  ({ t, state, service, env } = await startReleaseApi(ws));
}, 240_000);

afterAll(async () => {
  await t?.close();
  ws?.cleanup();
});

describe('publish', () => {
  it('writes an immutable version with its metadata: version, commit, build time, shared deps, checksums', async () => {
    const meta = JSON.parse(readFileSync(path.join(ws.storeDir, remote, '1.0.0', 'release.json'), 'utf8'));
    expect(meta).toMatchObject({ name: remote, version: '1.0.0' });
    expect(meta.gitCommit).toMatch(/^[0-9a-f]{40}$/);
    expect(Date.now() - Date.parse(meta.builtAt)).toBeLessThan(10 * 60_000);
    expect(meta.shared.react).toMatch(/^\^19\./);
    // What the code takes from the host: share keys with their ranges, and the names it imports.
    expect(meta.contract.shareKeys['react']).toMatch(/^\^19\./);
    expect(meta.contract.imports['shared/http']).toEqual(expect.arrayContaining(['http']));
    expect(meta.contract.imports['shared/i18n']).toEqual(expect.arrayContaining(['useTranslation']));
    expect(existsSync(path.join(ws.storeDir, remote, '1.0.0', 'contract.json'))).toBe(false);
    expect(Object.keys(meta.files)).toContain('remoteEntry.js');
    const mf = JSON.parse(readFileSync(path.join(ws.storeDir, remote, '1.0.0', 'mf-manifest.json'), 'utf8'));
    expect(mf.metaData.buildInfo.buildVersion).toBe('1.0.0');
    expect(mf.contract.imports).toEqual(meta.contract.imports);
    expect((await service.checkVersion(remote, '1.0.0')).problems).toEqual([]);
  });

  it('publishing the same version again from the same commit changes nothing', async () => {
    const before = snapshot(path.join(ws.storeDir, remote, '1.1.0'));
    const result = await cli(['publish', remote, '--version', '1.1.0'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('published already from this commit');
    expect(snapshot(path.join(ws.storeDir, remote, '1.1.0'))).toEqual(before);
  });

  it('refuses to publish over a version whose files changed, and says to bump the version', async () => {
    const before = snapshot(path.join(ws.storeDir, remote, '1.2.0'));
    const result = await cli(['publish', remote, '--version', '1.2.0'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Versions are immutable');
    expect(snapshot(path.join(ws.storeDir, remote, '1.2.0'))).toEqual(before);
  });
});

describe('pinning is refused, and nothing is written, when', () => {
  const cases = [
    ['the version does not exist', '9.9.9', 'version_missing', /not in the remote store/],
    ['a file was changed after the build', '1.2.0', 'checksum_mismatch', /remoteEntry\.js does not match its checksum/],
    [
      'it needs another React major',
      '1.3.0',
      'shared_incompatible',
      /needs react \^18\.3\.1, but the host provides react 19\./,
    ],
    ['a file was added after the build', '1.4.0', 'file_unexpected', /extra\.js was added after the build/],
    [
      'it imports an export the host does not provide',
      '1.5.0',
      'export_missing',
      /mf-content 1\.5\.0 imports useRemoteCake from shared\/hooks, which the host does not export/,
    ],
  ] as const;

  it.each(cases)('%s (command line)', async (_label, version, code, message) => {
    const before = await stateSnapshot();
    const result = await cli(['pin', 'de', remote, version, '--reason', 'should not happen'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Nothing was changed.');
    expect(await stateSnapshot()).toEqual(before);
    const check = await service.checkVersion(remote, version);
    expect(check.problems.map((p) => p.code)).toContain(code);
  });

  it.each(cases)('%s (pin all, canary)', async (_label, version) => {
    const before = await stateSnapshot();
    await expect(service.pin({ ...actor, countries: ['de', 'fr'], remote, version, reason: 'x' })).rejects.toThrow(
      /refused to pin/,
    );
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version, percent: 10, reason: 'x' }),
    ).rejects.toThrow(/refused/);
    expect(await stateSnapshot()).toEqual(before);
  });

  it.each([
    [['pin', 'xx', remote, '1.1.0', '--reason', 'r'], /unknown country "xx"/],
    [['pin', 'de', 'mf-nope', '1.1.0', '--reason', 'r'], /unknown remote "mf-nope"/],
    [['pin', 'de', remote, 'latest', '--reason', 'r'], /"latest" is not a version/],
    [['pin', 'de', remote, '1.1.0'], /needs --reason/],
    [['canary', 'de', remote, '1.1.0', '--percent', 'ten', '--reason', 'r'], /--percent/],
    [['frobnicate'], /unknown command/],
  ])('the input is bad: %j', async (args, message) => {
    const before = await stateSnapshot();
    const result = await cli(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await stateSnapshot()).toEqual(before);
  });

  it('the reason is blank or the canary share is out of range', async () => {
    const before = await stateSnapshot();
    await expect(
      service.pin({ ...actor, countries: ['de'], remote, version: '1.1.0', reason: '  \n ' }),
    ).rejects.toThrow(/reason is required/);
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version: '1.1.0', percent: 0, reason: 'r' }),
    ).rejects.toThrow(/percentage/);
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version: '1.1.0', percent: 150, reason: 'r' }),
    ).rejects.toThrow(/percentage/);
    expect(await stateSnapshot()).toEqual(before);
  });
});

describe('pins, rollback, canary and the audit log', () => {
  it('pins, rolls back to the previous pin, and records who, when, from, to and why', async () => {
    const start = (await readManifest('it')).remotes[remote].version;
    const pinned = await cli(
      ['pin', 'it', remote, '1.0.0', '--reason', 'new home page', '--by', 'alice@revalu.example'],
      env,
    );
    expect(pinned.code).toBe(0);
    await cli(['pin', 'it', remote, '1.1.0', '--reason', 'teaser fix', '--by', 'bob@revalu.example'], env);
    let manifest = await readManifest('it');
    expect(manifest.remotes[remote]).toMatchObject({
      version: '1.1.0',
      lastKnownGood: '1.0.0',
      previous: [start, '1.0.0'],
    });

    const rolled = await cli(['rollback', 'it', remote, '--reason', 'teaser broken on Safari'], env);
    expect(rolled.code).toBe(0);
    manifest = await readManifest('it');
    expect(manifest.remotes[remote]).toMatchObject({ version: '1.0.0', lastKnownGood: start, previous: [start] });
    // The other remotes and countries are untouched.
    expect(manifest.remotes['mf-catalog']).toEqual(
      releaseManifestSchema.parse(
        JSON.parse(readFileSync(path.join(__dirname, '../../config/releases/it.json'), 'utf8')),
      ).remotes['mf-catalog'],
    );

    // With the automation token, the audit names the token and whom it acted for (--by, else RELEASE_ACTOR).
    const entries = await audit('it');
    expect(entries.map((e) => [e.action, e.by, e.from.version, e.to.version, e.reason])).toEqual([
      ['pin', 'admin token (for alice@revalu.example)', start, '1.0.0', 'new home page'],
      ['pin', 'admin token (for bob@revalu.example)', '1.0.0', '1.1.0', 'teaser fix'],
      ['rollback', 'admin token (for test-runner)', '1.1.0', '1.0.0', 'teaser broken on Safari'],
    ]);
    for (const e of entries) {
      expect(e.via).toBe('cli');
      expect(e.actorKind).toBe('token');
      expect(Date.now() - Date.parse(e.at)).toBeLessThan(5 * 60_000);
    }
    expect(entries.map((e) => e.revision)).toEqual([1, 2, 3]);

    const history = await cli(['history', 'it'], env);
    expect(history.stdout.split('\n').filter((l) => / r\d+ /.test(l))[0]).toMatch(
      /rollback\s+mf-content\s+1\.1\.0 -> 1\.0\.0\s+by admin token \(for test-runner\) \(cli\)\s+"teaser broken on Safari"/,
    );
  });

  it('refuses a rollback with no previous pin', async () => {
    const fresh = await readManifest('es');
    expect(fresh.remotes['mf-account'].previous ?? []).toEqual([]);
    const before = await stateSnapshot();
    const outcomes = await service.rollback({ ...actor, countries: ['es'], remote: 'mf-account', reason: 'x' });
    expect(outcomes[0]).toMatchObject({ changed: false, refused: [{ code: 'no_previous_pin' }] });
    const cmd = await cli(['rollback', 'es', 'mf-account'], env);
    expect(cmd.code).toBe(1);
    expect(cmd.stderr).toContain('has no previous pin to roll back to');
    expect(await stateSnapshot()).toEqual(before);
  });

  it('runs a canary, changes its share, stops it, and promotes one', async () => {
    const started = await service.startCanary({
      ...actor,
      countries: ['at'],
      remote,
      version: '1.1.0',
      percent: 10,
      reason: 'first customers',
    });
    expect(started[0]!.changed).toBe(true);
    const raised = await service.startCanary({
      ...actor,
      countries: ['at'],
      remote,
      version: '1.1.0',
      percent: 50,
      reason: 'looks good',
    });
    expect(raised[0]!.entry?.to.canary).toEqual({ version: '1.1.0', percent: 50 });
    let pin = (await readManifest('at')).remotes[remote];
    expect(pin.canary).toMatchObject({ version: '1.1.0', percent: 50 });
    const pinnedBefore = pin.version;

    await service.stopCanary({ ...actor, countries: ['at'], remote, reason: 'error rate up' });
    pin = (await readManifest('at')).remotes[remote];
    expect(pin).toMatchObject({ version: pinnedBefore, canary: null });
    await expect(service.stopCanary({ ...actor, countries: ['at'], remote, reason: 'again' })).resolves.toMatchObject([
      { refused: [{ code: 'no_canary' }] },
    ]);

    await service.startCanary({ ...actor, countries: ['at'], remote, version: '1.1.0', percent: 20, reason: 'fixed' });
    const promoted = await cli(['promote', 'at', remote, '--reason', 'all good'], env);
    expect(promoted.code).toBe(0);
    pin = (await readManifest('at')).remotes[remote];
    expect(pin).toMatchObject({ version: '1.1.0', canary: null, lastKnownGood: pinnedBefore });

    const refused = await service.startCanary({
      ...actor,
      countries: ['at'],
      remote,
      version: '1.1.0',
      percent: 5,
      reason: 'x',
    });
    expect(refused[0]!.refused?.[0]?.code).toBe('canary_is_pinned');
    const actions = (await audit('at')).map((e) => e.action);
    expect(actions).toEqual(['canary', 'canary', 'canary-stop', 'canary', 'promote']);
  });

  it('pins all countries at once, one audit entry each', async () => {
    const result = await cli(['pin', 'all', 'mf-content', '1.0.0', '--reason', 'everyone'], env);
    expect(result.code).toBe(0);
    for (const cc of ['at', 'de', 'es', 'fr', 'it'] as const) {
      expect((await readManifest(cc)).remotes[remote].version).toBe('1.0.0');
    }
    const es = (await audit('es')).filter((e) => e.reason === 'everyone');
    expect(es).toHaveLength(1);
    // it was on 1.0.0 already: nothing to change, no entry.
    expect(result.stdout).toMatch(/same\s+it mf-content: already on 1\.0\.0/);
    expect((await audit('it')).filter((e) => e.reason === 'everyone')).toHaveLength(0);
  });

  it('refuses a change decided on an older revision (two release managers at once)', async () => {
    const rev = (await readManifest('fr')).revision ?? 0;
    await service.pin({
      ...actor,
      countries: ['fr'],
      remote,
      version: '1.1.0',
      reason: 'first',
      expectedRevisions: { fr: rev },
    });
    const before = await stateSnapshot();
    const late = await service.pin({
      ...actor,
      countries: ['fr'],
      remote,
      version: '1.0.0',
      reason: 'second',
      expectedRevisions: { fr: rev },
    });
    expect(late[0]!.refused?.[0]?.code).toBe('revision_conflict');
    expect(await stateSnapshot()).toEqual(before);
  });

  it('writes a change and its audit entry together, or neither', async () => {
    const before = await stateSnapshot();
    // The audit entry cannot be written (its id is taken): the manifest's new revision is rolled back with it.
    const taken = (await t.db.query<{ id: string }>('select id from release_audit limit 1')).rows[0]!.id;
    await expect(
      state.change('de', async (manifest) => ({
        next: { ...manifest, revision: (manifest.revision ?? 0) + 1 },
        entry: {
          id: taken,
          at: new Date().toISOString(),
          country: 'de',
          remote,
          action: 'pin',
          by: 'Rita Release',
          via: 'cli',
          actorKind: 'person',
          reason: 'clashes',
          from: { version: manifest.remotes[remote].version, canary: null },
          to: { version: '1.1.0', canary: null },
          revision: (manifest.revision ?? 0) + 1,
        },
        result: null,
      })),
    ).rejects.toThrow();
    expect(await stateSnapshot()).toEqual(before);
  });
});
