import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_DB, type TestApp } from '../testing/test-app';

/**
 * Slow or stalled clients cannot hold the server's connections: over a real socket, with the
 * timeouts set to a second (HTTP_REQUEST_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_IDLE_TIMEOUT_MS: '4000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection, writes `sent`, and collects what the server says until it closes (or `limitMs`). */
function talk(sent: string, limitMs = 8000): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const limit = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, limitMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(limit);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      if (sent) socket.write(sent);
    });
  });
}

describe(`HTTP timeouts (${TEST_DB})`, () => {
  it('cuts off a request whose body stops arriving, and the search it carried never runs', async () => {
    const body = JSON.stringify({ search: 'iphone 13', application: 'devices_de', resultSize: 5 });
    const head = `POST /api/trade/searches HTTP/1.1\r\nHost: de.localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedAfterMs } = await talk(head + body.slice(0, 10));
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(900);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).not.toContain('"hits"');
  });

  it('cuts off a client that sends its headers a little at a time (slowloris)', async () => {
    const { answer, closedAfterMs } = await talk('GET /health HTTP/1.1\r\nHost: de.localhost\r\nX-Slow: ');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(900);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that says nothing', async () => {
    const { answer, closedAfterMs } = await talk('');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(900);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('still answers a client that sends its request in time', async () => {
    const { answer } = await talk('GET /health HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"status":"ok"');
  });
});
