/**
 * An error the API answers on purpose, with a stable `code` the shop turns into a text in the
 * customer's language, an English `message` for developers, and per-field codes for forms.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(400, code, message, fields);
export const unauthorized = (message = 'authentication required', code = 'unauthenticated') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'not allowed', code = 'forbidden') => new ApiError(403, code, message);
export const notFound = (message = 'not found', code = 'not_found') => new ApiError(404, code, message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(409, code, message, undefined, details);
export const unprocessable = (
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
) => new ApiError(422, code, message, fields, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'too many requests, try again later', undefined, { retryAfterSeconds });
