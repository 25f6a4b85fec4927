import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseManifestSchema } from 'config/schemas';
import { readAudit } from './core/audit';
import { LockTimeoutError, withFileLock } from './core/lock';
import { lockFile, readManifest } from './core/manifests';
import { createReleaseService, type ReleaseService } from './core/service';
import {
  cli,
  createWorkspace,
  declareImports,
  declareSharedRanges,
  publish,
  snapshot,
  type Workspace,
} from './testing/fixtures';

// Real builds of mf-content into a throwaway store (about a second each), shared by the tests:
//   1.0.0, 1.1.0  good versions
//   1.2.0         one file changed after the build
//   1.3.0         built against React 18 (declares react ^18.3.1)
//   1.4.0         a file added after the build
//   1.5.0         imports an export of shared/hooks that no host provides
const remote = 'mf-content';
let ws: Workspace;
let service: ReleaseService;

const manifestText = (cc: string) => readFileSync(path.join(ws.releasesDir, `${cc}.json`), 'utf8');
const actor = { by: 'Rita Release', via: 'cli' as const };

beforeAll(async () => {
  ws = createWorkspace();
  for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0']) await publish(ws, remote, v);
  appendFileSync(path.join(ws.storeDir, remote, '1.2.0', 'remoteEntry.js'), '\n;console.log("injected")');
  declareSharedRanges(path.join(ws.storeDir, remote, '1.3.0'), { react: '^18.3.1', 'react-dom': '^18.3.1' });
  writeFileSync(path.join(ws.storeDir, remote, '1.4.0', 'extra.js'), 'alert(1)');
  declareImports(path.join(ws.storeDir, remote, '1.5.0'), { 'shared/hooks': ['useRemoteCake'] });
  service = createReleaseService({
    releasesDir: ws.releasesDir,
    storeDir: ws.storeDir,
    hostDir: path.join(ws.distDir, 'host'),
  });
}, 180_000);

afterAll(() => ws?.cleanup());

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
    const result = await cli(['publish', remote, '--version', '1.1.0'], ws.env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('published already from this commit');
    expect(snapshot(path.join(ws.storeDir, remote, '1.1.0'))).toEqual(before);
  });

  it('refuses to publish over a version whose files changed, and says to bump the version', async () => {
    const before = snapshot(path.join(ws.storeDir, remote, '1.2.0'));
    const result = await cli(['publish', remote, '--version', '1.2.0'], ws.env);
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
    const before = snapshot(ws.releasesDir);
    const result = await cli(['pin', 'de', remote, version, '--reason', 'should not happen'], ws.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Nothing was changed.');
    expect(snapshot(ws.releasesDir)).toEqual(before);
    const check = await service.checkVersion(remote, version);
    expect(check.problems.map((p) => p.code)).toContain(code);
  });

  it.each(cases)('%s (pin all, canary)', async (_label, version) => {
    const before = snapshot(ws.releasesDir);
    await expect(service.pin({ ...actor, countries: ['de', 'fr'], remote, version, reason: 'x' })).rejects.toThrow(
      /refused to pin/,
    );
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version, percent: 10, reason: 'x' }),
    ).rejects.toThrow(/refused/);
    expect(snapshot(ws.releasesDir)).toEqual(before);
  });

  it.each([
    [['pin', 'xx', remote, '1.1.0', '--reason', 'r'], /unknown country "xx"/],
    [['pin', 'de', 'mf-nope', '1.1.0', '--reason', 'r'], /unknown remote "mf-nope"/],
    [['pin', 'de', remote, 'latest', '--reason', 'r'], /"latest" is not a version/],
    [['pin', 'de', remote, '1.1.0'], /needs --reason/],
    [['canary', 'de', remote, '1.1.0', '--percent', 'ten', '--reason', 'r'], /--percent/],
    [['frobnicate'], /unknown command/],
  ])('the input is bad: %j', async (args, message) => {
    const before = snapshot(ws.releasesDir);
    const result = await cli(args, ws.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(snapshot(ws.releasesDir)).toEqual(before);
  });

  it('the reason is blank or the canary share is out of range', async () => {
    const before = snapshot(ws.releasesDir);
    await expect(
      service.pin({ ...actor, countries: ['de'], remote, version: '1.1.0', reason: '  \n ' }),
    ).rejects.toThrow(/reason is required/);
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version: '1.1.0', percent: 0, reason: 'r' }),
    ).rejects.toThrow(/percentage/);
    await expect(
      service.startCanary({ ...actor, countries: ['de'], remote, version: '1.1.0', percent: 150, reason: 'r' }),
    ).rejects.toThrow(/percentage/);
    expect(snapshot(ws.releasesDir)).toEqual(before);
  });
});

describe('pins, rollback, canary and the audit log', () => {
  it('pins, rolls back to the previous pin, and records who, when, from, to and why', async () => {
    const start = (await readManifest(ws.releasesDir, 'it')).remotes[remote].version;
    const pinned = await cli(
      ['pin', 'it', remote, '1.0.0', '--reason', 'new home page', '--by', 'alice@revalu.example'],
      ws.env,
    );
    expect(pinned.code).toBe(0);
    await cli(['pin', 'it', remote, '1.1.0', '--reason', 'teaser fix', '--by', 'bob@revalu.example'], ws.env);
    let manifest = await readManifest(ws.releasesDir, 'it');
    expect(manifest.remotes[remote]).toMatchObject({
      version: '1.1.0',
      lastKnownGood: '1.0.0',
      previous: [start, '1.0.0'],
    });

    const rolled = await cli(['rollback', 'it', remote, '--reason', 'teaser broken on Safari'], ws.env);
    expect(rolled.code).toBe(0);
    manifest = await readManifest(ws.releasesDir, 'it');
    expect(manifest.remotes[remote]).toMatchObject({ version: '1.0.0', lastKnownGood: start, previous: [start] });
    // The other remotes and countries are untouched.
    expect(manifest.remotes['mf-catalog']).toEqual(
      releaseManifestSchema.parse(
        JSON.parse(readFileSync(path.join(__dirname, '../../config/releases/it.json'), 'utf8')),
      ).remotes['mf-catalog'],
    );

    const { entries } = await readAudit(ws.releasesDir, 'it');
    expect(entries.map((e) => [e.action, e.by, e.from.version, e.to.version, e.reason])).toEqual([
      ['pin', 'alice@revalu.example', start, '1.0.0', 'new home page'],
      ['pin', 'bob@revalu.example', '1.0.0', '1.1.0', 'teaser fix'],
      ['rollback', 'test-runner', '1.1.0', '1.0.0', 'teaser broken on Safari'],
    ]);
    for (const e of entries) {
      expect(e.via).toBe('cli');
      expect(Date.now() - Date.parse(e.at)).toBeLessThan(5 * 60_000);
    }
    expect(entries.map((e) => e.revision)).toEqual([1, 2, 3]);

    const history = await cli(['history', 'it'], ws.env);
    expect(history.stdout.split('\n').filter((l) => / r\d+ /.test(l))[0]).toMatch(
      /rollback\s+mf-content\s+1\.1\.0 -> 1\.0\.0\s+by test-runner \(cli\)\s+"teaser broken on Safari"/,
    );
  });

  it('refuses a rollback with no previous pin', async () => {
    const fresh = await readManifest(ws.releasesDir, 'es');
    expect(fresh.remotes['mf-account'].previous ?? []).toEqual([]);
    const before = snapshot(ws.releasesDir);
    const outcomes = await service.rollback({ ...actor, countries: ['es'], remote: 'mf-account', reason: 'x' });
    expect(outcomes[0]).toMatchObject({ changed: false, refused: [{ code: 'no_previous_pin' }] });
    const cmd = await cli(['rollback', 'es', 'mf-account'], ws.env);
    expect(cmd.code).toBe(1);
    expect(cmd.stderr).toContain('has no previous pin to roll back to');
    expect(snapshot(ws.releasesDir)).toEqual(before);
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
    let pin = (await readManifest(ws.releasesDir, 'at')).remotes[remote];
    expect(pin.canary).toMatchObject({ version: '1.1.0', percent: 50 });
    const pinnedBefore = pin.version;

    await service.stopCanary({ ...actor, countries: ['at'], remote, reason: 'error rate up' });
    pin = (await readManifest(ws.releasesDir, 'at')).remotes[remote];
    expect(pin).toMatchObject({ version: pinnedBefore, canary: null });
    await expect(service.stopCanary({ ...actor, countries: ['at'], remote, reason: 'again' })).resolves.toMatchObject([
      { refused: [{ code: 'no_canary' }] },
    ]);

    await service.startCanary({ ...actor, countries: ['at'], remote, version: '1.1.0', percent: 20, reason: 'fixed' });
    const promoted = await cli(['promote', 'at', remote, '--reason', 'all good'], ws.env);
    expect(promoted.code).toBe(0);
    pin = (await readManifest(ws.releasesDir, 'at')).remotes[remote];
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
    const actions = (await readAudit(ws.releasesDir, 'at')).entries.map((e) => e.action);
    expect(actions).toEqual(['canary', 'canary', 'canary-stop', 'canary', 'promote']);
  });

  it('pins all countries at once, one audit entry each', async () => {
    const result = await cli(['pin', 'all', 'mf-content', '1.0.0', '--reason', 'everyone'], ws.env);
    expect(result.code).toBe(0);
    for (const cc of ['at', 'de', 'es', 'fr', 'it'] as const) {
      expect((await readManifest(ws.releasesDir, cc)).remotes[remote].version).toBe('1.0.0');
    }
    const es = (await readAudit(ws.releasesDir, 'es')).entries.filter((e) => e.reason === 'everyone');
    expect(es).toHaveLength(1);
    // it was on 1.0.0 already: nothing to change, no entry.
    expect(result.stdout).toMatch(/same\s+it mf-content: already on 1\.0\.0/);
    expect((await readAudit(ws.releasesDir, 'it')).entries.filter((e) => e.reason === 'everyone')).toHaveLength(0);
  });

  it('refuses a change decided on an older revision (two release managers at once)', async () => {
    const rev = (await readManifest(ws.releasesDir, 'fr')).revision ?? 0;
    await service.pin({
      ...actor,
      countries: ['fr'],
      remote,
      version: '1.1.0',
      reason: 'first',
      expectedRevisions: { fr: rev },
    });
    const before = snapshot(ws.releasesDir);
    const late = await service.pin({
      ...actor,
      countries: ['fr'],
      remote,
      version: '1.0.0',
      reason: 'second',
      expectedRevisions: { fr: rev },
    });
    expect(late[0]!.refused?.[0]?.code).toBe('revision_conflict');
    expect(snapshot(ws.releasesDir)).toEqual(before);
  });

  it('marks an audit entry whose change was interrupted before the manifest was written', async () => {
    const manifest = await readManifest(ws.releasesDir, 'de');
    const ghost = {
      id: 'ghost',
      at: new Date().toISOString(),
      country: 'de',
      remote,
      action: 'pin',
      by: 'crashed process',
      via: 'cli',
      reason: 'power cut',
      from: { version: manifest.remotes[remote].version, canary: null },
      to: { version: '1.1.0', canary: null },
      revision: (manifest.revision ?? 0) + 1,
    };
    mkdirSync(path.join(ws.releasesDir, 'audit'), { recursive: true });
    appendFileSync(path.join(ws.releasesDir, 'audit', 'de.jsonl'), `${JSON.stringify(ghost)}\n`);
    let history = await service.history('de');
    expect(history.entries[0]).toMatchObject({ id: 'ghost', applied: false });
    await service.pin({ ...actor, countries: ['de'], remote, version: '1.1.0', reason: 'done properly' });
    history = await service.history('de');
    expect(history.entries[0]).toMatchObject({ reason: 'done properly', applied: true });
    expect(history.entries.find((e) => e.id === 'ghost')?.applied).toBe(false);
  });
});

describe('concurrent changes', () => {
  it('never corrupt a manifest or lose an audit entry (one process, many changes at once)', async () => {
    const before = (await readAudit(ws.releasesDir, 'es')).entries.length;
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
    const manifest = releaseManifestSchema.parse(JSON.parse(manifestText('es')));
    const { entries, unreadable } = await readAudit(ws.releasesDir, 'es');
    expect(unreadable).toEqual([]);
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

  it('never corrupt a manifest across processes', async () => {
    const before = (await readAudit(ws.releasesDir, 'at')).entries.length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        cli(['pin', 'at', remote, i % 2 ? '1.0.0' : '1.1.0', '--reason', `process ${i}`], ws.env),
      ),
    );
    for (const r of results) expect(r.code).toBe(0);
    const manifest = releaseManifestSchema.parse(JSON.parse(manifestText('at')));
    const mine = (await readAudit(ws.releasesDir, 'at')).entries.slice(before);
    expect(mine.length).toBe(results.filter((r) => /^changed/m.test(r.stdout)).length);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.from).toEqual(mine[i - 1]!.to);
    expect(manifest.remotes[remote].version).toBe(mine.at(-1)?.to.version ?? manifest.remotes[remote].version);
    expect(existsSync(lockFile(ws.releasesDir, 'at'))).toBe(false);
  }, 60_000);

  it('waits for a held lock, gives up with a clear message, and breaks a lock left by a dead process', async () => {
    const file = path.join(ws.root, 'locks', 'x.lock');
    let release!: () => void;
    const held = withFileLock(file, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((r) => setTimeout(r, 20));
    await expect(withFileLock(file, async () => 'never', { timeoutMs: 200 })).rejects.toThrow(LockTimeoutError);
    await expect(withFileLock(file, async () => 'never', { timeoutMs: 200 })).rejects.toThrow(
      /another release change is in progress \(held by pid \d+/,
    );
    release();
    await held;
    expect(await withFileLock(file, async () => 'free again')).toBe('free again');

    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ pid: 2 ** 22 + 17, hostname: os.hostname(), at: Date.now(), token: 'dead' }));
    expect(await withFileLock(file, async () => 'took over', { timeoutMs: 1000 })).toBe('took over');
  });
});
