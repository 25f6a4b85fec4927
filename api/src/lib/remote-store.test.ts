import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../env';
import { createRemoteStore } from './remote-store';

/** A store at another address: a folder served over real HTTP, as a bucket behind a CDN serves it. */
let root: string;
let http: Server;
let base: string;
const asked: string[] = [];
const log = { warn: jest.fn() };

function publish(remote: string, version: string, files: Record<string, string>, tamper: Record<string, string> = {}) {
  const dir = path.join(root, 'store', remote, version);
  const sums: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), tamper[file] ?? text);
    sums[file] = createHash('sha256').update(text).digest('hex');
  }
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ name: remote, version, files: sums }));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remote-store-'));
  publish('mf-content', '1.0.0', {
    'server/HomePage.cjs': 'module.exports = "home";',
    'server/chunk.1.cjs': 'module.exports = 1;',
    'start-assets.json': '{"groups":{}}',
    'remoteEntry.js': 'var x;',
  });
  publish(
    'mf-content',
    '1.1.0',
    { 'server/HomePage.cjs': 'module.exports = "good";' },
    {
      'server/HomePage.cjs': 'module.exports = "changed after the build";',
    },
  );
  publish('mf-catalog', '1.0.0', { 'remoteEntry.js': 'var y;' });
  http = createServer((req, res) => {
    asked.push(req.url!);
    const file = path.join(root, 'store', decodeURIComponent(req.url!.replace(/^\/remotes\//, '')));
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/remotes`;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const storeOf = () =>
  createRemoteStore(loadEnv({ REMOTE_STORE_URL: `${base}/`, DATA_DIR: path.join(root, 'api-data') }), log);

describe('a remote store at another address', () => {
  it('names itself for browsers, and reads a version’s files over http', async () => {
    const store = storeOf();
    expect(store).toMatchObject({ publicBase: base, location: base, external: true });
    expect((await store.read('mf-content', '1.0.0', 'start-assets.json'))?.toString()).toBe('{"groups":{}}');
    expect(await store.read('mf-content', '1.0.0', 'nope.json')).toBeNull();
    expect(await store.read('mf-content', '../../etc', 'passwd')).toBeNull();
  });

  it('fetches a server build into its cache, every file checked, and only the server build', async () => {
    const store = storeOf();
    const dir = await store.serverBuild('mf-content', '1.0.0');
    expect(dir).toBe(path.join(root, 'api-data', 'remote-cache', 'mf-content', '1.0.0', 'server'));
    expect(readdirSync(dir!).sort()).toEqual(['HomePage.cjs', 'chunk.1.cjs']);
    expect(readdirSync(path.dirname(dir!))).toEqual(['server']);
    // Kept: a second store (a restart) asks the store for nothing.
    const before = asked.length;
    expect(await storeOf().serverBuild('mf-content', '1.0.0')).toBe(dir);
    expect(asked.length).toBe(before);
  });

  it('refuses a server build whose file does not match its checksum, and keeps nothing of it', async () => {
    const store = storeOf();
    expect(await store.serverBuild('mf-content', '1.1.0')).toBeNull();
    expect(existsSync(path.join(root, 'api-data', 'remote-cache', 'mf-content', '1.1.0'))).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mf-content', version: '1.1.0' }),
      expect.stringContaining('could not be fetched'),
    );
  });

  it('answers null for a version without a server build, or one the store does not have', async () => {
    const store = storeOf();
    expect(await store.serverBuild('mf-catalog', '1.0.0')).toBeNull();
    expect(await store.serverBuild('mf-catalog', '9.9.9')).toBeNull();
  });
});
