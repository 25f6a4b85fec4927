/** Statuses on which a request may be retried (spec section 7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RetryDecisionInput {
  method: string;
  /** Response status, or 0 when no response arrived (network failure, timeout). */
  status: number;
  /** How many retries already happened for this call. */
  attempt: number;
  /** Retry count the call asked for, if any. */
  retries: number | undefined;
  /** Whether the call sends an Idempotency-Key header. */
  hasIdempotencyKey: boolean;
}

/**
 * Retry rules as we read the spec: safe methods (GET, HEAD, OPTIONS) are retried once on the
 * retryable statuses unless the call gives its own count; unsafe methods (POST, PUT, PATCH,
 * DELETE) are never retried unless the call gives a count and sends an Idempotency-Key, because
 * retrying them blindly could create a second trade. A request that got no response at all is
 * treated like a 503 for safe methods and for keyed unsafe ones.
 */
export function maxRetries(method: string, retries: number | undefined, hasIdempotencyKey: boolean): number {
  const m = method.toUpperCase();
  if (SAFE_METHODS.has(m)) return retries ?? 1;
  if (retries !== undefined && hasIdempotencyKey) return retries;
  return 0;
}

export function shouldRetry(input: RetryDecisionInput): boolean {
  const limit = maxRetries(input.method, input.retries, input.hasIdempotencyKey);
  if (input.attempt >= limit) return false;
  return input.status === 0 || RETRYABLE_STATUSES.has(input.status);
}

/** Delay before the next attempt: Retry-After when the server sends one (capped), else a short backoff. */
export function retryDelayMs(attempt: number, retryAfterHeader?: string | null): number {
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 5000);
  }
  return Math.min(200 * 2 ** attempt, 2000);
}
