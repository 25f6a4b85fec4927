import net from 'node:net';
import { createTestApp, type TestApp } from '../testing/test-app';

// Redis at 127.0.0.1:6379 (CI and the development machines run one), reached through a proxy of the
// test's own that it closes and opens again: an outage of the shared state, without touching Redis itself.
const REDIS = { host: '127.0.0.1', port: 6379 };

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(REDIS, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

class Proxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(REDIS);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe('a Redis outage', () => {
  const proxy = new Proxy();
  let t: TestApp;
  beforeAll(async () => {
    if (!(await redisAnswers())) throw new Error('this test needs Redis at 127.0.0.1:6379');
    await proxy.open();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}/14` });
  }, 60_000);
  afterAll(async () => {
    await proxy.close();
    await t?.close();
  });

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'nobody@example.com', password: 'not the password 123' },
    });

  it('answers 503 shared_state_unavailable with Retry-After while Redis is out of reach, and recovers', async () => {
    expect((await login()).statusCode).toBe(401);
    await proxy.close();
    const down = await login();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'shared_state_unavailable' });
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    await proxy.open();
    // ioredis reconnects by itself: the next requests are answered again.
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = (await login()).statusCode;
      if (status !== 401) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(401);
  }, 60_000);
});
