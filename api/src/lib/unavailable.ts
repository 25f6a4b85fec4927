import { ApiError } from './api-error';

/** The services the API depends on, as `/ready` and 503 answers name them. */
export type Dependency = 'database' | 'shared-state' | 'mail';

const CODES: Record<Dependency, string> = {
  database: 'database_unavailable',
  'shared-state': 'shared_state_unavailable',
  mail: 'mail_unavailable',
};

/** How long a client should wait before repeating: a failover or a restart takes seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A dependency could not be reached or dropped the connection: the request may be repeated as it
 * was (trades carry their Idempotency-Key), so the answer is 503 with Retry-After, never a 500.
 */
export class DependencyUnavailable extends ApiError {
  constructor(
    readonly dependency: Dependency,
    override readonly cause: unknown,
  ) {
    super(503, CODES[dependency], `the ${dependency} is unavailable, try again in a moment`, undefined, {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
}

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting down or starting, too many clients. */
const PG_CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  'Reached the max retries per request limit',
  'read ECONNRESET',
];

/**
 * Whether `error` means the connection to a server is gone or refused, as opposed to a statement
 * the server rejected (a constraint, a syntax error): only the first is worth repeating.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') && code.length === 5) return true;
    if (PG_CONNECTION_STATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  if (LOST_CONNECTION_MESSAGES.some((m) => error.message.includes(m))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isConnectionError(cause);
}

/** Rethrows a lost connection to `dependency` as a 503; anything else unchanged. */
export function asUnavailable(dependency: Dependency, error: unknown): unknown {
  if (error instanceof DependencyUnavailable) return error;
  return isConnectionError(error) ? new DependencyUnavailable(dependency, error) : error;
}

/** What went wrong, for a log row: the cause of a 503 (the refused connection), not its wrapper. */
export function errorText(error: unknown): string {
  const inner = error instanceof DependencyUnavailable ? error.cause : error;
  const message = (inner as { message?: unknown } | null)?.message;
  return (typeof message === 'string' ? message : String(inner)).slice(0, 500);
}
