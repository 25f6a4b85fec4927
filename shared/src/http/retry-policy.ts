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
  /** The response's Retry-After header, if any. */
  retryAfter?: string | null | undefined;
}

/** The longest wait a retry sits out (Retry-After is followed up to this). */
export const MAX_RETRY_WAIT_MS = 5000;

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

/**
 * Within the count, a retry is sent when it can get another answer:
 *  - a 409 of an unsafe method is a conflict about what was sent (our API: `price_changed` of a
 *    trade); the same request answers the same, so it goes back to the caller at once;
 *  - a 429 whose Retry-After asks for longer than we wait (the trade limit answers "in an hour")
 *    is not retried early: the retry would be refused again and count against the limit.
 */
export function shouldRetry(input: RetryDecisionInput): boolean {
  const limit = maxRetries(input.method, input.retries, input.hasIdempotencyKey);
  if (input.attempt >= limit) return false;
  if (input.status === 0) return true;
  if (!RETRYABLE_STATUSES.has(input.status)) return false;
  if (input.status === 409 && !SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (input.status === 429 && input.retryAfter) {
    const seconds = Number(input.retryAfter);
    if (Number.isFinite(seconds) && seconds * 1000 > MAX_RETRY_WAIT_MS) return false;
  }
  return true;
}

/** Delay before the next attempt: Retry-After when the server sends one (capped), else a short backoff. */
export function retryDelayMs(attempt: number, retryAfterHeader?: string | null): number {
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_WAIT_MS);
  }
  return Math.min(200 * 2 ** attempt, 2000);
}
