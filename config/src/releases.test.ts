import { canaryBucket, fallbackChain, parseReleaseManifest, selectRemoteVersion, type RemotePin } from './releases';
import { releaseManifestSchema } from './schemas';
import { REMOTES } from './remotes';

const pin = (over: Partial<RemotePin> = {}): RemotePin => ({
  version: '1.0.0',
  lastKnownGood: '0.9.0',
  canary: null,
  ...over,
});
const keys = Array.from({ length: 4000 }, (_, i) => `visitor-${i}`);

describe('release manifest schema', () => {
  const manifest = (remotePin: unknown, extra: Record<string, unknown> = {}) => ({
    country: 'de',
    remotes: Object.fromEntries(REMOTES.map((r) => [r, remotePin])),
    ...extra,
  });

  it('accepts pins with previous versions, a canary and a revision', () => {
    const parsed = releaseManifestSchema.safeParse(
      manifest(
        {
          version: '1.2.0',
          lastKnownGood: '1.1.0',
          previous: ['1.0.0', '1.1.0'],
          canary: { version: '1.3.0-rc.1', percent: 12.5 },
        },
        { revision: 7 },
      ),
    );
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['a version that is not semver', { version: 'latest' }],
    ['a canary above 100 %', { version: '1.0.0', canary: { version: '1.1.0', percent: 120 } }],
    ['a previous pin that is not a version', { version: '1.0.0', previous: ['../x'] }],
  ])('refuses %s', (_label, remotePin) => {
    expect(releaseManifestSchema.safeParse(manifest(remotePin)).success).toBe(false);
  });

  it('refuses a fractional revision and a manifest that leaves a remote out', () => {
    expect(releaseManifestSchema.safeParse(manifest(pin(), { revision: 1.5 })).success).toBe(false);
    expect(releaseManifestSchema.safeParse({ country: 'de', remotes: { 'mf-catalog': pin() } }).success).toBe(false);
  });
});

describe('canary assignment', () => {
  it('puts about the given share of visitors on the candidate', () => {
    for (const percent of [10, 50, 90]) {
      const canary = keys.filter(
        (k) => selectRemoteVersion('mf-catalog', pin({ canary: { version: '1.1.0', percent } }), k).side === 'canary',
      );
      expect(canary.length / keys.length).toBeGreaterThan(percent / 100 - 0.03);
      expect(canary.length / keys.length).toBeLessThan(percent / 100 + 0.03);
    }
  });

  it('keeps a visitor on the same side, and raising the share only adds visitors', () => {
    const at = (percent: number) =>
      new Set(
        keys.filter(
          (k) => selectRemoteVersion('mf-content', pin({ canary: { version: '2.0.0', percent } }), k).side === 'canary',
        ),
      );
    const ten = at(10);
    const again = at(10);
    const fifty = at(50);
    expect([...ten]).toEqual([...again]);
    for (const k of ten) expect(fifty.has(k)).toBe(true);
    expect(fifty.size).toBeGreaterThan(ten.size);
  });

  it('samples each remote and each candidate independently', () => {
    const inCanary = (remote: 'mf-catalog' | 'mf-checkout', candidate: string) =>
      keys.filter((k) => canaryBucket(k, remote, candidate) < 50);
    const catalog = new Set(inCanary('mf-catalog', '1.1.0'));
    const overlap = inCanary('mf-checkout', '1.1.0').filter((k) => catalog.has(k)).length;
    // Independent halves overlap in about a quarter of the visitors, not in all of them.
    expect(overlap / keys.length).toBeGreaterThan(0.2);
    expect(overlap / keys.length).toBeLessThan(0.3);
    const otherCandidate = inCanary('mf-catalog', '1.2.0').filter((k) => catalog.has(k)).length;
    expect(otherCandidate / keys.length).toBeLessThan(0.3);
  });

  it('gives the pinned version without a key, at 0 % and when the candidate is the pinned version', () => {
    expect(selectRemoteVersion('mf-catalog', pin({ canary: { version: '1.1.0', percent: 100 } }), null)).toEqual({
      version: '1.0.0',
      side: 'pinned',
    });
    expect(selectRemoteVersion('mf-catalog', pin({ canary: { version: '1.1.0', percent: 0 } }), 'k')).toEqual({
      version: '1.0.0',
      side: 'pinned',
    });
    expect(selectRemoteVersion('mf-catalog', pin({ canary: { version: '1.0.0', percent: 100 } }), 'k').side).toBe(
      'pinned',
    );
    expect(selectRemoteVersion('mf-catalog', pin({ canary: { version: '1.1.0', percent: 100 } }), 'k')).toEqual({
      version: '1.1.0',
      side: 'canary',
    });
  });
});

describe('fallback chain', () => {
  it('tries the candidate, then the pinned version, then the last known good one', () => {
    expect(fallbackChain('1.1.0', pin({ canary: { version: '1.1.0', percent: 5 } }))).toEqual([
      '1.1.0',
      '1.0.0',
      '0.9.0',
    ]);
    expect(fallbackChain('1.0.0', pin())).toEqual(['1.0.0', '0.9.0']);
    expect(fallbackChain('1.0.0', pin({ lastKnownGood: '1.0.0' }))).toEqual(['1.0.0']);
  });
});

describe("parseReleaseManifest (the browser's check, without zod)", () => {
  const valid = {
    country: 'de',
    remotes: Object.fromEntries(
      REMOTES.map((r) => [
        r,
        {
          version: '1.2.0',
          lastKnownGood: '1.1.0',
          previous: ['1.0.0', '1.1.0'],
          canary: { version: '1.3.0-rc.1', percent: 12.5, startedAt: '2026-01-01T00:00:00Z' },
        },
      ]),
    ),
    updatedAt: '2026-01-01T00:00:00Z',
    revision: 7,
  };
  const withPin = (over: Record<string, unknown>) => ({
    ...valid,
    remotes: { ...valid.remotes, 'mf-catalog': { version: '1.0.0', ...over } },
  });
  const { 'mf-content': _left, ...remotesWithoutContent } = valid.remotes;
  // Each case is fed to both checks: they must agree, and the browser gets what zod would give.
  const cases: [string, unknown][] = [
    ['a full manifest', valid],
    [
      'a minimal manifest',
      { country: 'it', remotes: Object.fromEntries(REMOTES.map((r) => [r, { version: '0.1.0' }])) },
    ],
    ['a canary of null', withPin({ canary: null })],
    [
      'unknown keys (dropped)',
      { ...valid, extra: 1, remotes: { ...valid.remotes, 'mf-catalog': { version: '1.0.0', note: 'x' } } },
    ],
    ['an unknown country', { ...valid, country: 'uk' }],
    ['a missing remote', { ...valid, remotes: remotesWithoutContent }],
    ['an unknown remote', { ...valid, remotes: { ...valid.remotes, 'mf-other': { version: '1.0.0' } } }],
    ['a version that is not semver', withPin({ version: 'latest' })],
    ['a last known good that is not semver', withPin({ lastKnownGood: 1 })],
    ['a canary above 100 %', withPin({ canary: { version: '1.1.0', percent: 120 } })],
    ['a canary below 0 %', withPin({ canary: { version: '1.1.0', percent: -1 } })],
    ['a canary without percent', withPin({ canary: { version: '1.1.0' } })],
    ['a canary with a numeric start', withPin({ canary: { version: '1.1.0', percent: 5, startedAt: 5 } })],
    ['previous pins that are not versions', withPin({ previous: ['../x'] })],
    ['previous pins that are not a list', withPin({ previous: '1.0.0' })],
    ['a fractional revision', { ...valid, revision: 1.5 }],
    ['a negative revision', { ...valid, revision: -1 }],
    ['a numeric updatedAt', { ...valid, updatedAt: 1 }],
    ['remotes as a list', { ...valid, remotes: [] }],
    ['null', null],
    ['a string', 'de'],
  ];

  it.each(cases)('agrees with releaseManifestSchema on %s', (_label, input) => {
    const zod = releaseManifestSchema.safeParse(input);
    expect(parseReleaseManifest(input)).toEqual(zod.success ? zod.data : null);
  });
});
