import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createWorkspace,
  declareSharedRanges,
  publish,
  type Workspace,
} from '../../../../scripts/release/testing/fixtures';
import { releaseStateSnapshot, TEST_ADMIN as admin } from '../../testing/staff';
import { REPO_ROOT } from '../../env';
import { createTestApp, TEST_DB, type TestApp } from '../../testing/test-app';

// Real builds of mf-content into a throwaway store: 2.0.0 and 2.1.0 good, 2.2.0 with a changed
// file, 2.3.0 built against React 18. The database starts from a copy of the repository's manifests
// and an audit log in RELEASES_DIR, imported once by a migration.
const remote = 'mf-content';
let ws: Workspace;
let t: TestApp;
const snapshot = () => releaseStateSnapshot(t.db);
const imported = {
  id: '5b0ad2a4-4a5e-4d0f-9f5c-0c7d3f0a1e11',
  at: '2026-01-05T10:00:00.000Z',
  country: 'de',
  remote: 'mf-catalog',
  action: 'pin',
  by: 'alice@revalu.example',
  via: 'cli',
  reason: 'imported from the file log',
  from: { version: '0.0.9', canary: null },
  to: { version: '0.1.0', canary: null },
  revision: 1,
};

beforeAll(async () => {
  ws = createWorkspace();
  for (const v of ['2.0.0', '2.1.0', '2.2.0', '2.3.0']) await publish(ws, remote, v);
  appendFileSync(path.join(ws.storeDir, remote, '2.2.0', 'remoteEntry.js'), '\n;fetch("https://evil.example")');
  declareSharedRanges(path.join(ws.storeDir, remote, '2.3.0'), { react: '^18.3.1' });
  mkdirSync(path.join(ws.releasesDir, 'audit'), { recursive: true });
  writeFileSync(path.join(ws.releasesDir, 'audit', 'de.jsonl'), `${JSON.stringify(imported)}\nnot an entry\n`);
  t = await createTestApp({ RELEASES_DIR: ws.releasesDir, REMOTE_STORE_DIR: ws.storeDir, DIST_DIR: ws.distDir });
}, 180_000);

afterAll(async () => {
  await t?.close();
  ws?.cleanup();
});

const change = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/releases/changes', headers: admin, payload: body });
const served = async (cc: string) => (await t.app.inject({ method: 'GET', url: `/releases/${cc}.json` })).json();

describe(`release manager API (${TEST_DB})`, () => {
  it.each([
    ['GET', '/api/admin/releases'],
    ['GET', '/api/admin/releases/de/history'],
    ['GET', `/api/admin/releases/versions/${remote}/2.0.0`],
    ['POST', '/api/admin/releases/changes'],
  ] as const)('%s %s needs a signed-in person or the admin token', async (method, url) => {
    const before = await snapshot();
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer wrong-token-0000000000' },
      ...(method === 'POST'
        ? { payload: { action: 'pin', countries: ['de'], remote, version: '2.0.0', reason: 'x', by: 'x' } }
        : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('shows every country’s pins with their checks, and the published versions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.manifests.map((m: { country: string }) => m.country)).toEqual(['at', 'de', 'es', 'fr', 'it']);
    // The repository pins 0.1.x of every remote; this store has only 2.x of mf-content.
    expect(body.manifests[1].remotes[remote].checks.problems[0].code).toBe('version_missing');
    const versions = Object.fromEntries(
      body.versions[remote].map((v: { version: string; ok: boolean; problems: { code: string }[] }) => [
        v.version,
        v.problems.map((p) => p.code),
      ]),
    );
    expect(versions).toEqual({
      '2.3.0': ['shared_incompatible'],
      '2.2.0': ['checksum_mismatch'],
      '2.1.0': [],
      '2.0.0': [],
    });
    expect(body.host.shared.react).toMatch(/^19\./);
  });

  it('pins a version; the served manifest changes at once and the history says who, when, from, to and why', async () => {
    const etag = (await t.app.inject({ method: 'GET', url: '/releases/de.json' })).headers.etag;
    const res = await change({
      action: 'pin',
      countries: ['de'],
      remote,
      version: '2.0.0',
      reason: 'new home page',
      by: 'Rita',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes).toEqual([expect.objectContaining({ country: 'de', changed: true, refused: null })]);
    const manifest = await served('de');
    expect(manifest.remotes[remote].version).toBe('2.0.0');
    expect(
      (await t.app.inject({ method: 'GET', url: '/releases/de.json', headers: { 'if-none-match': String(etag) } }))
        .statusCode,
    ).toBe(200);

    const history = (
      await t.app.inject({ method: 'GET', url: '/api/admin/releases/de/history', headers: admin })
    ).json();
    // The token is recorded as such, with whom it says it acts for.
    expect(history.entries[0]).toMatchObject({
      action: 'pin',
      by: 'admin token (for Rita)',
      via: 'api',
      actorKind: 'token',
      reason: 'new home page',
      to: { version: '2.0.0', canary: null },
    });
    expect(Date.now() - Date.parse(history.entries[0].at)).toBeLessThan(60_000);
  });

  it.each([
    ['a missing version', '9.0.0', 'version_missing'],
    ['a version with a changed file', '2.2.0', 'checksum_mismatch'],
    ['a version that needs React 18', '2.3.0', 'shared_incompatible'],
  ])('refuses %s with 422 and the reason, and changes nothing', async (_label, version, code) => {
    const before = await snapshot();
    for (const action of ['pin', 'canary']) {
      const res = await change({ action, countries: 'all', remote, version, percent: 10, reason: 'try', by: 'Rita' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'release_refused',
        problems: expect.arrayContaining([expect.objectContaining({ code })]),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ action: 'pin', countries: ['de'], remote, version: '2.1.0', reason: '', by: 'Rita' }, 'reason'],
    [{ action: 'pin', countries: ['xx'], remote, version: '2.1.0', reason: 'r', by: 'Rita' }, 'countries'],
    [{ action: 'canary', countries: ['de'], remote, version: '2.1.0', percent: 0, reason: 'r', by: 'Rita' }, 'percent'],
    [{ action: 'pin', countries: ['de'], remote, version: '../../etc', reason: 'r', by: 'Rita' }, 'version'],
    [{ action: 'deploy', countries: ['de'], remote }, 'action'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const before = await snapshot();
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('takes JSON only, so a cross-site form cannot post a change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/changes',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pin&countries=de&remote=mf-content&version=2.1.0&reason=x&by=x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a rollback without a previous pin, and a change decided on an old revision, with 409', async () => {
    const es = await served('es');
    const rollback = await change({ action: 'rollback', countries: ['es'], remote: 'mf-account', by: 'Rita' });
    expect(rollback.statusCode).toBe(409);
    expect(rollback.json().problems[0].code).toBe('no_previous_pin');

    const rev = (await served('fr')).revision ?? 0;
    expect(
      (
        await change({
          action: 'pin',
          countries: ['fr'],
          remote,
          version: '2.1.0',
          reason: 'a',
          by: 'Ann',
          expectedRevisions: { fr: rev },
        })
      ).statusCode,
    ).toBe(200);
    const stale = await change({
      action: 'pin',
      countries: ['fr'],
      remote,
      version: '2.0.0',
      reason: 'b',
      by: 'Ben',
      expectedRevisions: { fr: rev },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().problems[0].code).toBe('revision_conflict');
    expect((await served('fr')).remotes[remote].version).toBe('2.1.0');
    expect((await served('es')).revision).toBe(es.revision);
  });

  it('runs a canary, rolls back, and keeps a reason with markup as plain text', async () => {
    const reason = '<img src=x onerror=alert(1)> "quoted" & more';
    expect(
      (await change({ action: 'canary', countries: ['de'], remote, version: '2.1.0', percent: 25, reason, by: 'Rita' }))
        .statusCode,
    ).toBe(200);
    expect((await served('de')).remotes[remote].canary).toMatchObject({ version: '2.1.0', percent: 25 });
    expect((await change({ action: 'promote', countries: ['de'], remote, by: 'Rita' })).statusCode).toBe(200);
    expect((await served('de')).remotes[remote]).toMatchObject({
      version: '2.1.0',
      canary: null,
      lastKnownGood: '2.0.0',
    });
    expect(
      (await change({ action: 'rollback', countries: ['de'], remote, reason: 'teaser broken', by: 'Rita' })).statusCode,
    ).toBe(200);
    expect((await served('de')).remotes[remote].version).toBe('2.0.0');
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/releases/de/history?remote=${remote}&limit=3`,
        headers: admin,
      })
    ).json();
    expect(history.entries.map((e: { action: string }) => e.action)).toEqual(['rollback', 'promote', 'canary']);
    expect(history.entries[2].reason).toBe(reason);
    const row = await t.db.query<{ reason: string }>(
      `select reason from release_audit where country = 'de' and action = 'canary' order by at desc limit 1`,
    );
    expect(row.rows[0]!.reason).toBe(reason);
  });

  it('imported the manifests and the audit log of RELEASES_DIR once, reporting no line as an entry', async () => {
    const file = JSON.parse(readFileSync(path.join(ws.releasesDir, 'it.json'), 'utf8'));
    const it = (await t.app.inject({ method: 'GET', url: '/releases/it.json' })).json();
    expect(it.remotes['mf-catalog']).toEqual(file.remotes['mf-catalog']);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/admin/releases/de/history?remote=mf-catalog', headers: admin })
    ).json();
    expect(history.entries).toEqual([
      expect.objectContaining({ id: imported.id, by: imported.by, via: 'cli', reason: imported.reason }),
    ]);
    // The migration ran once: a second start of the app imports nothing again.
    const count = await t.db.query<{ n: string | number }>(`select count(*) as n from release_audit where id = $1`, [
      imported.id,
    ]);
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('serves the same cache rules for /releases/<cc>.json as for a file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/releases/at.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache, s-maxage=10');
    expect(res.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/releases/at.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/releases/xx.json' })).statusCode).toBe(404);
  });

  it('counts load failures that browsers report, and refuses malformed reports', async () => {
    const report = {
      country: 'it',
      remote: 'mf-catalog',
      version: '0.1.0',
      kind: 'fallback',
      fellBackTo: '0.0.9',
      message: 'fell back',
    };
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/releases/reports', payload: report })).statusCode).toBe(
        202,
      );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/releases/reports',
          payload: { ...report, version: 'x; drop table' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/releases/reports',
          payload: { ...report, message: 'x'.repeat(301) },
        })
      ).statusCode,
    ).toBe(400);
    const body = (await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: admin })).json();
    expect(body.reports).toEqual([
      expect.objectContaining({
        country: 'it',
        remote: 'mf-catalog',
        version: '0.1.0',
        kind: 'fallback',
        count: 3,
        lastMessage: 'fell back',
      }),
    ]);
  });

  it('serves the release page, its built script and styles with a strict content security policy', async () => {
    // The page's files are what `npm run build` wrote into api/dist/release-page/.
    if (!existsSync(path.join(REPO_ROOT, 'api', 'dist', 'release-page', 'release-page.js')))
      execFileSync(process.execPath, ['scripts/run.mjs', 'scripts/build-release-page.ts'], { cwd: REPO_ROOT });
    const page = await t.app.inject({ method: 'GET', url: '/admin/releases' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<script type="module" src="/admin/releases/release-page.js">');
    const script = await t.app.inject({ method: 'GET', url: '/admin/releases/release-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('/api/admin/releases/changes');
    expect(script.headers['content-security-policy']).toContain("default-src 'none'");
    const styles = await t.app.inject({ method: 'GET', url: '/admin/releases/release-page.css' });
    expect(styles.headers['content-type']).toContain('text/css');
    expect(styles.body).toContain('.cell-version');
    const tokens = await t.app.inject({ method: 'GET', url: '/admin/releases/tokens.css' });
    expect(tokens.body).toContain('--color-primary');
    // The health charts' library style sheet, linked as a file of the page's own origin.
    expect(page.body).toContain('<link rel="stylesheet" href="/admin/releases/uplot.css">');
    const uplot = await t.app.inject({ method: 'GET', url: '/admin/releases/uplot.css' });
    expect(uplot.headers['content-type']).toContain('text/css');
    expect(uplot.body).toContain('.uplot');
  });
});
