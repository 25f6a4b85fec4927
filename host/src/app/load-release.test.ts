import { REMOTES, type ReleaseManifest } from 'config';
import { bus } from 'shared/bus';
import { loadRelease, releaseCacheKey } from './load-release';

const manifest = (version: string): ReleaseManifest => ({
  country: 'fr',
  remotes: Object.fromEntries(
    REMOTES.map((r) => [r, { version, lastKnownGood: version, canary: null }]),
  ) as ReleaseManifest['remotes'],
});

const original = global.fetch;
afterEach(() => {
  global.fetch = original;
  localStorage.clear();
});

function answer(...responses: (() => Promise<Partial<Response>>)[]) {
  const fetchMock = jest.fn();
  for (const r of responses) fetchMock.mockImplementationOnce(r);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const ok = (body: unknown) => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
const status = (code: number) => () => Promise.resolve({ ok: false, status: code, json: () => Promise.resolve({}) });

describe('loadRelease', () => {
  it('reads /releases/<cc>.json and keeps it for a later failure', async () => {
    const fetchMock = answer(ok(manifest('1.2.0')));
    expect(await loadRelease('fr')).toEqual(manifest('1.2.0'));
    expect(fetchMock).toHaveBeenCalledWith('/releases/fr.json', expect.anything());
    expect(JSON.parse(localStorage.getItem(releaseCacheKey('fr'))!).manifest).toEqual(manifest('1.2.0'));
  });

  it('retries once on a 5xx, then starts from the last manifest that loaded, and says so', async () => {
    answer(ok(manifest('1.2.0')));
    await loadRelease('fr');
    const events: unknown[] = [];
    const off = bus.on('release:manifest-from-cache', (e) => events.push(e));
    const fetchMock = answer(status(503), status(503));
    expect(await loadRelease('fr')).toEqual(manifest('1.2.0'));
    off();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(events).toEqual([expect.objectContaining({ country: 'fr', message: 'GET /releases/fr.json 503' })]);
  });

  it('fails without a cached manifest, and refuses a manifest of another country', async () => {
    answer(status(404));
    await expect(loadRelease('fr')).rejects.toThrow('GET /releases/fr.json 404');
    answer(ok({ ...manifest('1.0.0'), country: 'de' }), ok({ ...manifest('1.0.0'), country: 'de' }));
    await expect(loadRelease('fr')).rejects.toThrow('invalid release manifest');
  });
});
