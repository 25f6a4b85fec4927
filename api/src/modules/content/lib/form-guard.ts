import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { FORM_LIMITS } from 'config/content';
import { ApiError, badRequest, tooManyRequests } from '../../../lib/api-error';

const TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * Spam protection without a third-party service: a form token handed out when the form is shown
 * (shared state, single use, so it works across instances), a minimum fill time, a honeypot field
 * that people never see, and rate limits per address and per e-mail.
 */
export function createFormGuard(app: FastifyInstance) {
  return {
    async issueToken(form: string): Promise<string> {
      const token = randomBytes(18).toString('base64url');
      await app.sharedState.set(`form-token:${form}:${token}`, { issuedAt: Date.now() }, TOKEN_TTL_SECONDS);
      return token;
    },

    /** Checks the token and fill time; throws `form_expired` or `too_fast`. Consumes the token when it passes. */
    async checkToken(form: string, token: string): Promise<void> {
      const key = `form-token:${form}:${token}`;
      const entry = await app.sharedState.get<{ issuedAt: number }>(key);
      if (!entry) throw badRequest('form_expired', 'the form token is unknown or expired: load the form again');
      const waited = (Date.now() - entry.issuedAt) / 1000;
      if (waited < FORM_LIMITS.minFillSeconds) {
        throw new ApiError(429, 'too_fast', 'the form was sent too quickly after it was shown', undefined, {
          retryAfterSeconds: Math.ceil(FORM_LIMITS.minFillSeconds - waited),
        });
      }
      await app.sharedState.delete(key);
    },

    async limit(key: string, max: number, windowSeconds: number): Promise<void> {
      const hit = await app.sharedState.hit(key, windowSeconds, max);
      if (hit.count > max) throw tooManyRequests(hit.resetInSeconds);
    },

    clientIp(request: FastifyRequest): string {
      return request.ip;
    },
  };
}

/** A short reference customers can quote, e.g. `K-7F3K9QMA`: Crockford base32, no look-alike letters. */
export function newReference(prefix: string): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += alphabet[b % 32];
  return `${prefix}-${out}`;
}

/**
 * A field that is one line (a name, a company): no line breaks or other control characters, which in
 * a mail's text would start lines of their own (`invalid`: the forms read "please check this entry").
 */
export const singleLine = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.refine((v) => !/[\p{Cc}\u2028\u2029]/u.test(v), 'invalid');
