import type { ReleaseManifest } from 'config';
import { bus } from 'shared/bus';
import { ContractRefusedError, releaseLoaderPlugin } from './release-loader-plugin';
import { activeVersion, registerRelease } from './remote-registry';
import { reportReleaseProblems } from './report-release-problems';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const PROVIDED = { 'shared/http': ['http', 'HttpError'], 'shared/hooks': ['useAsync'], config: ['buildPath'] };
const plugin = releaseLoaderPlugin(async () => PROVIDED);

function release(): ReleaseManifest {
  const pin = { version: '1.0.0', lastKnownGood: '1.0.0', canary: null };
  return {
    country: 'de',
    remotes: {
      'mf-catalog': { version: '2.0.0', lastKnownGood: '1.9.0', canary: null, previous: ['1.9.0'] },
      'mf-checkout': pin,
      'mf-account': pin,
      'mf-content': pin,
    },
  };
}

/** What the runtime hands the hook when it has fetched a version's mf-manifest.json. */
function snapshotArgs(version: string, imports?: Record<string, string[]>) {
  return {
    options: {},
    moduleInfo: { name: 'mf_catalog', entry: `/remotes/mf-catalog/${version}/mf-manifest.json` },
    manifestJson: { metaData: { buildInfo: { buildVersion: version } }, ...(imports ? { contract: { imports } } : {}) },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as Parameters<NonNullable<typeof plugin.loadRemoteSnapshot>>[0];
}

describe('the check before a version is mounted', () => {
  it('lets a version through whose imports the host provides, or that lists none', async () => {
    const args = snapshotArgs('2.0.0', { 'shared/http': ['http'], config: ['buildPath'] });
    await expect(plugin.loadRemoteSnapshot!(args)).resolves.toBe(args);
    const old = snapshotArgs('1.0.0');
    await expect(plugin.loadRemoteSnapshot!(old)).resolves.toBe(old);
  });

  it('refuses a version that imports what the host lacks, naming each missing export', async () => {
    const attempt = plugin.loadRemoteSnapshot!(
      snapshotArgs('2.0.0', { 'shared/hooks': ['useAsync', 'useNow'], 'shared/forms': ['problemsFrom'] }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ContractRefusedError);
    await expect(attempt).rejects.toThrow(
      'mf-catalog 2.0.0 needs what this host does not provide: shared/hooks has no export useNow, the host provides no shared/forms',
    );
  });
});

describe('a refused version', () => {
  it('moves the remote to its last known good version, loads the module from there, and is reported', async () => {
    registerRelease(release());
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const offReports = reportReleaseProblems('de');
    const refused: unknown[] = [];
    const off = bus.on('host:remote-refused', (e) => refused.push(e));
    const loadRemote = jest.fn().mockResolvedValue({ default: 'page of 1.9.0' });
    const error = new ContractRefusedError('mf-catalog', '2.0.0', [{ shareKey: 'shared/hooks', name: 'useNow' }]);
    const recovered = await plugin.errorLoadRemote!({
      id: 'mf_catalog/SearchPage',
      error,
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: { loadRemote } as never,
    });
    off();
    offReports();
    global.fetch = original;
    expect(recovered).toEqual({ default: 'page of 1.9.0' });
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/SearchPage');
    expect(activeVersion('mf-catalog')).toBe('1.9.0');
    expect(refused).toEqual([
      { remote: 'mf-catalog', version: '2.0.0', problems: ['shared/hooks has no export useNow'] },
    ]);
    const kinds = fetchMock.mock.calls.map((call) => JSON.parse(call[1].body).kind);
    expect(kinds).toEqual(['refused', 'fallback']);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      remote: 'mf-catalog',
      version: '2.0.0',
      message: 'not mounted: shared/hooks has no export useNow',
    });
  });

  it('leaves the error as it is when the chain has nothing left, and for modules that are not ours', async () => {
    registerRelease(release());
    const loadRemote = jest.fn().mockResolvedValue({ default: 'page of 1.9.0' });
    const args = (id: string) => ({
      id,
      error: new Error('down'),
      from: 'runtime' as const,
      lifecycle: 'onLoad' as const,
      origin: { loadRemote } as never,
    });
    await expect(plugin.errorLoadRemote!(args('mf_catalog/SearchPage'))).resolves.toBeDefined();
    // Now at 1.9.0, the last of its chain.
    await expect(plugin.errorLoadRemote!(args('mf_catalog/SearchPage'))).resolves.toBeUndefined();
    await expect(plugin.errorLoadRemote!(args('someone_else/Widget'))).resolves.toBeUndefined();
  });
});
