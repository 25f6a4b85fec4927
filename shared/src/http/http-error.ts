/**
 * A failed call. The message is method, URL and status (spec section 8), e.g.
 * `POST /api/trades 409`; `status` is 0 when no response arrived.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    /** The parsed error body the server sent, if any (`{ message, code, fields }` from our API). */
    readonly body: unknown,
  ) {
    super(`${method.toUpperCase()} ${url} ${status === 0 ? 'network error' : status}`);
  }

  /** The API's `code` field, when the body carries one. */
  get code(): string | undefined {
    const b = this.body as { code?: unknown } | null;
    return b && typeof b.code === 'string' ? b.code : undefined;
  }

  /** Field errors the API reported, keyed by field path. */
  get fields(): Record<string, string> {
    const b = this.body as { fields?: unknown } | null;
    return b && typeof b.fields === 'object' && b.fields !== null ? (b.fields as Record<string, string>) : {};
  }
}

/** The response did not have the shape the client expects. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly issues: string,
  ) {
    super(`${method.toUpperCase()} ${url} returned an unexpected response: ${issues}`);
  }
}
