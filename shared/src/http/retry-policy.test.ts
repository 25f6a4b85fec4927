import { maxRetries, retryDelayMs, shouldRetry } from './retry-policy';

describe('retry policy', () => {
  it('gives safe methods one retry and unsafe ones none by default', () => {
    expect(maxRetries('GET', undefined, false)).toBe(1);
    expect(maxRetries('head', undefined, false)).toBe(1);
    expect(maxRetries('OPTIONS', undefined, false)).toBe(1);
    expect(maxRetries('POST', undefined, true)).toBe(0);
    expect(maxRetries('POST', 3, false)).toBe(0);
    expect(maxRetries('PATCH', 2, true)).toBe(2);
  });

  it('retries only the listed statuses and network failures', () => {
    const base = { method: 'GET', attempt: 0, retries: undefined, hasIdempotencyKey: false };
    expect(shouldRetry({ ...base, status: 0 })).toBe(true);
    expect(shouldRetry({ ...base, status: 429 })).toBe(true);
    expect(shouldRetry({ ...base, status: 501 })).toBe(false);
    expect(shouldRetry({ ...base, status: 429, attempt: 1 })).toBe(false);
  });

  it('waits as Retry-After says, capped, else backs off', () => {
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '600')).toBe(5000);
    expect(retryDelayMs(0)).toBe(200);
    expect(retryDelayMs(1)).toBe(400);
  });
});
