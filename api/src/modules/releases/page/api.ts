import type { Problem } from './types';

/** An answer of the API that is not a success: its status, code, message and the checks it names. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

interface ErrorBody {
  code?: string;
  message?: string;
  problems?: Problem[];
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** A JSON request with the session cookie; anything but 2xx throws an ApiFailure. */
export async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => ({}))) as ErrorBody;
  if (response.status === 429) {
    const minutes = Math.max(1, Math.ceil((data.retryAfterSeconds ?? 60) / 60));
    throw new ApiFailure(
      429,
      'rate_limited',
      `Too many attempts. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }
  if (!response.ok) {
    const fieldProblems = Object.entries(data.fields ?? {}).map(([field, message]) => ({
      code: 'validation',
      message: `${field}: ${message}`,
    }));
    throw new ApiFailure(
      response.status,
      data.code ?? 'error',
      data.message ?? `${method} ${url} answered ${response.status}`,
      data.problems ?? fieldProblems,
    );
  }
  return data as T;
}

export const isSessionEnd = (error: unknown) => error instanceof ApiFailure && error.status === 401;
