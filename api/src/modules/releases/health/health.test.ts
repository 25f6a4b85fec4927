import { createTestApp, TEST_DB, type TestApp } from '../../../testing/test-app';
import { signedInStaff, TEST_ADMIN as admin, type StaffSession } from '../../../testing/staff';
import { percentile, BIN_EDGES } from './bins';
import { DEFAULT_GUARD_SETTINGS, judgeCanary, type GuardFigures } from './guard';
import { CLIENT_EVENTS_PER_BUCKET } from './health-repository';
import { guardRound } from './guard';
import { createReleaseService, databaseReleaseState } from 'release';

const remote = 'mf-content';
let t: TestApp;
let viewer: StaffSession;
let frManager: StaffSession;

/** de runs mf-content 2.0.0 with 2.1.0 as a canary for half its visitors (set as the state holds it). */
async function pinDe(pin: Record<string, unknown>) {
  const { rows } = await t.db.query<{ remotes: Record<string, unknown> }>(
    `select remotes from release_manifests where country = 'de'`,
  );
  await t.db.query(`update release_manifests set remotes = $1, revision = revision + 1 where country = 'de'`, [
    JSON.stringify({ ...rows[0]!.remotes, [remote]: pin }),
  ]);
}

beforeAll(async () => {
  // The guard runs its rounds in the test itself (guardRound), not on the app's timer.
  t = await createTestApp({ RELEASE_GUARD_INTERVAL_SECONDS: '3600' });
  await pinDe({ version: '2.0.0', canary: { version: '2.1.0', percent: 50 }, lastKnownGood: '1.9.0' });
  viewer = await signedInStaff(t.app, { username: 'vera', name: 'Vera Viewer', role: 'viewer' });
  frManager = await signedInStaff(t.app, {
    username: 'fred',
    name: 'Fred Manager',
    role: 'release-manager',
    countries: ['fr'],
  });
}, 120_000);
afterAll(() => t?.close());

const report = (events: unknown[], remoteAddress = '203.0.113.10', country = 'de') =>
  t.app.inject({
    method: 'POST',
    url: '/api/releases/health',
    remoteAddress,
    payload: { country, events },
  });
const health = async (headers: Record<string, string> = admin, window = '1h') =>
  t.app.inject({ method: 'GET', url: `/api/admin/releases/de/${remote}/health?window=${window}`, headers });
const versionIn = (body: { versions: { version: string }[] }, version: string) =>
  body.versions.find((v) => v.version === version) as Record<string, unknown> | undefined;

describe(`release health (${TEST_DB})`, () => {
  it('counts loads, failures, errors and Web Vitals per version, with p75 LCP and INP from the histograms', async () => {
    const res = await report([
      { kind: 'load', remote, version: '2.0.0', ms: 420 },
      { kind: 'vital', remote, version: '2.0.0', name: 'LCP', value: 1900 },
      { kind: 'vital', remote, version: '2.0.0', name: 'INP', value: 120 },
      { kind: 'vital', remote, version: '2.0.0', name: 'CLS', value: 0.02 },
      { kind: 'failure', remote, version: '2.1.0' },
      { kind: 'load', remote, version: '2.1.0', ms: 900 },
      { kind: 'error', remote, version: '2.1.0' },
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ counted: 7 });
    const body = (await health()).json();
    expect(body.bucketMinutes).toBe(5);
    expect(versionIn(body, '2.0.0')).toMatchObject({ role: 'pinned', loads: 1, failures: 0, errors: 0, clients: 1 });
    expect(versionIn(body, '2.0.0')!.lcpP75).toBeGreaterThan(1800);
    expect(versionIn(body, '2.0.0')!.lcpP75).toBeLessThanOrEqual(2100);
    expect(versionIn(body, '2.0.0')!.inpP75).toBeLessThanOrEqual(150);
    expect(versionIn(body, '2.1.0')).toMatchObject({
      role: 'canary',
      loads: 1,
      failures: 1,
      errors: 1,
      failingClients: 1,
    });
    expect((versionIn(body, '2.1.0')!.buckets as unknown[]).length).toBe(1);
  });

  it('counts only versions the country runs or the store holds; a report for another is not put on the pinned one', async () => {
    const before = (await health()).json();
    const res = await report([
      { kind: 'failure', remote, version: '9.9.9' },
      { kind: 'failure', remote: 'mf-catalog', version: '2.0.0' },
    ]);
    expect(res.json()).toEqual({ counted: 0 });
    expect((await health()).json()).toEqual(before);
  });

  it('caps what one client adds to a version’s bucket, and counts the client once', async () => {
    const flood = Array.from({ length: 30 }, () => ({ kind: 'load', remote, version: '1.9.0', ms: 100 }));
    expect((await report(flood, '198.51.100.7')).json()).toEqual({ counted: CLIENT_EVENTS_PER_BUCKET });
    expect((await report(flood, '198.51.100.7')).json()).toEqual({ counted: 0 });
    expect(versionIn((await health()).json(), '1.9.0')).toMatchObject({ role: 'other', loads: 20, clients: 1 });
  });

  it.each([
    ['no events', { country: 'de', events: [] }],
    ['an unknown country', { country: 'xx', events: [{ kind: 'load', remote, version: '2.0.0', ms: 1 }] }],
    ['a negative time', { country: 'de', events: [{ kind: 'load', remote, version: '2.0.0', ms: -1 }] }],
    [
      'an unknown vital',
      { country: 'de', events: [{ kind: 'vital', remote, version: '2.0.0', name: 'FID', value: 1 }] },
    ],
    ['an unknown remote', { country: 'de', events: [{ kind: 'load', remote: 'mf-evil', version: '2.0.0', ms: 1 }] }],
    [
      'too many events',
      { country: 'de', events: Array.from({ length: 31 }, () => ({ kind: 'failure', remote, version: '2.0.0' })) },
    ],
  ])('refuses a report with %s and changes nothing', async (_what, payload) => {
    const before = (await health()).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/releases/health', payload });
    expect(res.statusCode).toBe(400);
    expect((await health()).json()).toEqual(before);
  });

  it('is read by staff: a viewer may, a stranger may not', async () => {
    expect((await health(viewer.headers)).statusCode).toBe(200);
    expect((await health({ authorization: 'Bearer nope-nope-nope-nope' })).statusCode).toBe(401);
    expect((await health({})).statusCode).toBe(401);
  });

  it('keeps the guard’s settings per country: release managers of that country and admins change them', async () => {
    const url = '/api/admin/releases/de/guard';
    expect((await t.app.inject({ method: 'GET', url, headers: viewer.headers })).json()).toEqual(
      DEFAULT_GUARD_SETTINGS,
    );
    const refused = await t.app.inject({ method: 'PUT', url, headers: frManager.headers, payload: { minLoads: 5 } });
    expect(refused.statusCode).toBe(403);
    const byViewer = await t.app.inject({ method: 'PUT', url, headers: viewer.headers, payload: { minLoads: 5 } });
    expect(byViewer.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { minLoads: -1 } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { minLoads: 5, minClients: 2 } });
    expect(ok.json()).toEqual({ ...DEFAULT_GUARD_SETTINGS, minLoads: 5, minClients: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/releases/fr/guard', headers: admin })).json()).toEqual(
      DEFAULT_GUARD_SETTINGS,
    );
  });

  it('a round of the guard stops a canary that fails for enough clients, through the release state, and says why', async () => {
    const settings = { minLoads: 3, minClients: 3 };
    await t.app.inject({ method: 'PUT', url: '/api/admin/releases/de/guard', headers: admin, payload: settings });
    const state = databaseReleaseState(t.db);
    const service = createReleaseService({ storeDir: t.env.paths.remoteStore, hostDir: t.env.paths.dist }, state);
    const quiet = { info: () => undefined, warn: () => undefined };
    // Two clients' failures (one reported above) are not enough: the minimum is three. The pinned version loads fine.
    for (const ip of ['192.0.2.1'])
      await report(
        [
          { kind: 'failure', remote, version: '2.1.0' },
          { kind: 'load', remote, version: '2.0.0', ms: 300 },
        ],
        ip,
      );
    expect(await guardRound(t.db, service, (cc) => state.readManifest(cc), quiet)).toEqual([]);
    await report([{ kind: 'failure', remote, version: '2.1.0' }], '192.0.2.3');
    const stopped = await guardRound(t.db, service, (cc) => state.readManifest(cc), quiet);
    // The first report's render error counts too.
    expect(stopped).toEqual([
      {
        country: 'de',
        remote,
        reasons: [
          expect.stringMatching(/^failure rate /),
          expect.stringMatching(/^error rate 100\.0 % \(1 of 1 renders\)/),
        ],
      },
    ]);
    expect((await state.readManifest('de')).remotes[remote].canary ?? null).toBeNull();
    const { rows } = await t.db.query<{ by: string; actor_kind: string; via: string; reason: string; action: string }>(
      `select by, actor_kind, via, reason, action from release_audit where country = 'de' and remote = $1 order by at desc limit 1`,
      [remote],
    );
    expect(rows[0]).toMatchObject({ by: 'canary guard', actor_kind: 'guard', via: 'guard', action: 'canary-stop' });
    expect(rows[0]!.reason).toMatch(/canary guard over 30 min: failure rate \d+\.\d % \(\d+ of \d+ loads, 3 clients\)/);
    // Nothing left to stop.
    expect(await guardRound(t.db, service, (cc) => state.readManifest(cc), quiet)).toEqual([]);
  });
});

describe('percentiles from bins', () => {
  it('interpolate within the bin that holds the rank', () => {
    const bins = new Array(BIN_EDGES.ms.length + 1).fill(0);
    bins[3] = 4; // 150 < x <= 200
    expect(percentile('ms', bins, 0.75)).toBe(188);
    expect(percentile('ms', new Array(BIN_EDGES.ms.length + 1).fill(0))).toBeNull();
  });
});

describe('the guard’s verdict', () => {
  const figures = (over: Partial<GuardFigures>): GuardFigures => ({
    attempts: 1000,
    failures: 0,
    errors: 0,
    failureRate: 0,
    errorRate: 0,
    failingClients: 0,
    lcpP75: 2000,
    lcpCount: 500,
    inpP75: 150,
    inpCount: 500,
    ...over,
  });
  const settings = DEFAULT_GUARD_SETTINGS;

  it('leaves a canary alone below the minimum of loads, however bad', () => {
    expect(
      judgeCanary(figures({}), figures({ attempts: 199, failureRate: 0.5, failingClients: 99 }), settings).stop,
    ).toBe(false);
  });
  it('stops a canary whose failure rate is worse by more than the margin, seen by enough clients', () => {
    const verdict = judgeCanary(
      figures({ failures: 5, failureRate: 0.005 }),
      figures({ failures: 80, failureRate: 0.08, failingClients: 40 }),
      settings,
    );
    expect(verdict.stop).toBe(true);
    expect(verdict.reasons[0]).toMatch(/failure rate 8\.0 % \(80 of 1000 loads, 40 clients\) against 0\.5 % pinned/);
  });
  it('does not stop it on failures from fewer clients than the minimum (a forger has few addresses)', () => {
    expect(judgeCanary(figures({}), figures({ failureRate: 0.5, failingClients: 4 }), settings).stop).toBe(false);
  });
  it('stops it when p75 LCP or INP regresses past the margin, with enough pages on both sides', () => {
    expect(judgeCanary(figures({}), figures({ lcpP75: 2500 }), settings).reasons[0]).toMatch(/p75 LCP 2500 ms/);
    expect(judgeCanary(figures({}), figures({ inpP75: 181 }), settings).stop).toBe(true);
    expect(judgeCanary(figures({}), figures({ inpP75: 179 }), settings).stop).toBe(false);
    expect(judgeCanary(figures({ inpCount: 10 }), figures({ inpP75: 400 }), settings).stop).toBe(false);
  });
  it('does nothing when switched off', () => {
    expect(
      judgeCanary(figures({}), figures({ failureRate: 1, failingClients: 500 }), { ...settings, enabled: false }).stop,
    ).toBe(false);
  });
});
