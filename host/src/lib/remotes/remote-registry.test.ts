import { canaryBucket, type ReleaseManifest, type RemotePin } from 'config';
import { bus } from 'shared/bus';
import { installReleaseLoader } from './install-release-loader';
import { fakeFederation, type FakeFederationModule } from './testing/fake-federation';
import { loadRemoteComponent } from './load-remote-module';
import { RELEASE_COHORT_COOKIE, releaseCohortKey } from './release-cohort';
import { activeSide, activeVersion, registerRelease } from './remote-registry';
import { reportReleaseProblems } from './report-release-problems';

// jest cannot load federated modules: this stands in for the federation runtime, as in
// remote-region.test.tsx; Playwright (e2e/tests/release-*.spec.ts) covers the real thing.
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual<FakeFederationModule>('./testing/fake-federation').fakeFederation.runtime,
);
const loadRemote = fakeFederation.load;
const registerRemotes = fakeFederation.registerRemotes;
installReleaseLoader();

const basePin: RemotePin = { version: '1.0.0', lastKnownGood: '1.0.0', canary: null };
function release(content: RemotePin): ReleaseManifest {
  return {
    country: 'de',
    remotes: { 'mf-catalog': basePin, 'mf-checkout': basePin, 'mf-account': basePin, 'mf-content': content },
  };
}

/** A key that lands inside (or outside) a canary of mf-content 2.0.0 at 50 %. */
function keyOnSide(side: 'canary' | 'pinned'): string {
  for (let i = 0; ; i++) {
    const key = i.toString(16).padStart(32, '0');
    if (canaryBucket(key, 'mf-content', '2.0.0') < 50 === (side === 'canary')) return key;
  }
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  fakeFederation.reset();
  clearCookies();
});

describe('registering a release with a canary', () => {
  const canaryPin: RemotePin = { version: '1.5.0', lastKnownGood: '1.4.0', canary: { version: '2.0.0', percent: 50 } };

  it('gives a visitor in the canary share the candidate and says so on the bus', () => {
    const events: unknown[] = [];
    const off = bus.on('release:canary-assigned', (e) => events.push(e));
    registerRelease(release(canaryPin), { key: keyOnSide('canary'), keyedBy: 'client-id' });
    off();
    expect(activeVersion('mf-content')).toBe('2.0.0');
    expect(activeSide('mf-content')).toBe('canary');
    expect(registerRemotes).toHaveBeenCalledWith(
      expect.arrayContaining([{ name: 'mf_content', entry: '/remotes/mf-content/2.0.0/mf-manifest.json' }]),
      { force: true },
    );
    expect(events).toEqual([
      { remote: 'mf-content', side: 'canary', version: '2.0.0', candidate: '2.0.0', percent: 50, keyedBy: 'client-id' },
    ]);
  });

  it('gives the other visitors, and those without a key, the pinned version', () => {
    registerRelease(release(canaryPin), { key: keyOnSide('pinned'), keyedBy: 'cohort-cookie' });
    expect(activeVersion('mf-content')).toBe('1.5.0');
    registerRelease(release(canaryPin));
    expect(activeVersion('mf-content')).toBe('1.5.0');
  });

  it('falls back from a failing candidate to the pinned version, then to the last known good one', async () => {
    registerRelease(release(canaryPin), { key: keyOnSide('canary'), keyedBy: 'client-id' });
    const fallbacks: unknown[] = [];
    const off = bus.on('host:remote-fallback', (e) => fallbacks.push(e));
    loadRemote
      .mockRejectedValueOnce(new Error('2.0.0 broken'))
      .mockRejectedValueOnce(new Error('1.5.0 broken'))
      .mockResolvedValueOnce({ default: () => null });
    await loadRemoteComponent('mf-content', './HomePage');
    off();
    expect(fallbacks).toEqual([
      { remote: 'mf-content', from: '2.0.0', to: '1.5.0' },
      { remote: 'mf-content', from: '1.5.0', to: '1.4.0' },
    ]);
    expect(activeVersion('mf-content')).toBe('1.4.0');
    expect(activeSide('mf-content')).toBe('pinned');
  });

  it('moves on once when two modules of the same version fail at the same time', async () => {
    registerRelease(release({ version: '3.0.0', lastKnownGood: '2.9.0', canary: null }));
    let failing = true;
    loadRemote.mockImplementation(async () => {
      if (failing) {
        await new Promise((r) => setTimeout(r, 5));
        failing = activeVersion('mf-content') === '3.0.0';
        if (failing) throw new Error('3.0.0 down');
      }
      return { default: () => null };
    });
    const fallbacks: unknown[] = [];
    const off = bus.on('host:remote-fallback', (e) => fallbacks.push(e));
    await Promise.all([
      loadRemoteComponent('mf-content', './ContactPage'),
      loadRemoteComponent('mf-content', './ContentPage'),
    ]);
    off();
    expect(fallbacks).toEqual([{ remote: 'mf-content', from: '3.0.0', to: '2.9.0' }]);
  });

  it('reports failures to the server once per version and kind', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const off = reportReleaseProblems('fr');
    bus.emit('host:remote-fallback', { remote: 'mf-catalog', from: '2.0.0', to: '1.9.0' });
    bus.emit('host:remote-fallback', { remote: 'mf-catalog', from: '2.0.0', to: '1.9.0' });
    bus.emit('host:remote-load-failed', {
      remote: 'mf-catalog',
      module: './SearchPage',
      version: '1.9.0',
      message: 'remoteEntry.js 500',
    });
    off();
    global.fetch = original;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/releases/reports');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      country: 'fr',
      remote: 'mf-catalog',
      version: '2.0.0',
      kind: 'fallback',
      fellBackTo: '1.9.0',
      message: 'fell back from 2.0.0 to 1.9.0',
    });
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toMatchObject({
      kind: 'failed',
      version: '1.9.0',
      message: './SearchPage: remoteEntry.js 500',
    });
  });
});

describe('the visitor key for canaries', () => {
  it('is the client id when the visitor consented', () => {
    document.cookie = 'client_id=0123456789abcdef0123456789abcdef; Path=/';
    expect(releaseCohortKey()).toEqual({ key: '0123456789abcdef0123456789abcdef', keyedBy: 'client-id' });
  });

  it('is a random functional cookie otherwise, kept between visits', () => {
    const first = releaseCohortKey();
    expect(first.keyedBy).toBe('cohort-cookie');
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`${RELEASE_COHORT_COOKIE}=${first.key}`);
    expect(releaseCohortKey()).toEqual(first);
    clearCookies();
    expect(releaseCohortKey().key).not.toBe(first.key);
  });

  it('ignores a client id cookie that is not one', () => {
    document.cookie = 'client_id=<script>; Path=/';
    expect(releaseCohortKey().keyedBy).toBe('cohort-cookie');
  });
});
