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

  it('does not retry a conflict of an unsafe call, nor a 429 that asks to wait longer than we do', () => {
    const keyed = { method: 'POST', attempt: 0, retries: 2, hasIdempotencyKey: true };
    expect(shouldRetry({ ...keyed, status: 409 })).toBe(false);
    expect(shouldRetry({ ...keyed, status: 503 })).toBe(true);
    expect(shouldRetry({ method: 'GET', attempt: 0, retries: undefined, hasIdempotencyKey: false, status: 409 })).toBe(
      true,
    );
    expect(shouldRetry({ ...keyed, status: 429, retryAfter: '3600' })).toBe(false);
    expect(shouldRetry({ ...keyed, status: 429, retryAfter: '2' })).toBe(true);
    expect(shouldRetry({ ...keyed, status: 429 })).toBe(true);
  });

  it('waits as Retry-After says, capped, else backs off', () => {
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '600')).toBe(5000);
    expect(retryDelayMs(0)).toBe(200);
    expect(retryDelayMs(1)).toBe(400);
  });
});
