import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * Customers' access tokens: short-lived JWTs signed with HS256 (JWT_SECRET). Only HS256 is
 * accepted when verifying, so `alg: none` and tokens signed with another algorithm or key fail;
 * issuer, audience, type and expiry are checked too.
 */
export const ACCESS_TOKEN_ISSUER = 'revalu-shop-api';
export const ACCESS_TOKEN_AUDIENCE = 'revalu-shop';
const ALGORITHM = 'HS256';

/** What an access token says about its holder. */
export interface AccessClaims {
  /** The user (login identity) id: the spec's customer identifier. */
  userId: string;
  /** The customer (customer data) id, when the user has customer data. */
  customerId: string | null;
  customerNumber: string | null;
  /** The user's token version when the token was issued; raised on password change or reset. */
  tokenVersion: number;
  /**
   * The refresh-token family (the session) it was issued with: revoking the family ends it at once.
   * Null only for tokens issued before sessions were named in them.
   */
  familyId: string | null;
  /** Token id, for revoking one token at logout. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type AccessTokenProblem = 'token_expired' | 'token_invalid';

export class AccessTokenError extends Error {
  constructor(readonly code: AccessTokenProblem) {
    super(code === 'token_expired' ? 'access token expired' : 'access token invalid');
  }
}

export interface AccessTokenSigner {
  sign(claims: Omit<AccessClaims, 'jti' | 'exp'>): Promise<{ token: string; exp: number; jti: string }>;
  verify(token: string): Promise<AccessClaims>;
  /** Signs a short token of another type (e.g. the activation result) for the same audience. */
  signOther(type: string, subject: string, ttlSeconds: number): Promise<string>;
  verifyOther(type: string, token: string): Promise<{ subject: string }>;
  readonly ttlSeconds: number;
}

export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);

  async function verifyTyped(token: string, type: string): Promise<JWTPayload> {
    // A JWT is three base64url parts; anything else (or something huge) is refused before parsing.
    if (token.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]*$/.test(token)) throw new AccessTokenError('token_invalid');
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        typ: type,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('token_expired');
      throw new AccessTokenError('token_invalid');
    }
  }

  return {
    ttlSeconds,
    async sign(claims) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({
        customerId: claims.customerId,
        customerNumber: claims.customerNumber,
        ver: claims.tokenVersion,
        fid: claims.familyId,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'access+jwt' })
        .setSubject(claims.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(key);
      return { token, exp, jti };
    },
    async verify(token) {
      const payload = await verifyTyped(token, 'access+jwt');
      const { sub, customerId, customerNumber, ver, fid, jti, exp } = payload as JWTPayload & Record<string, unknown>;
      if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
        throw new AccessTokenError('token_invalid');
      }
      return {
        userId: sub,
        customerId: typeof customerId === 'string' ? customerId : null,
        customerNumber: typeof customerNumber === 'string' ? customerNumber : null,
        tokenVersion: ver,
        familyId: typeof fid === 'string' ? fid : null,
        jti,
        exp,
      };
    },
    async signOther(type, subject, ttl) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: `${type}+jwt` })
        .setSubject(subject)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttl)
        .setJti(randomUUID())
        .sign(key);
    },
    async verifyOther(type, token) {
      const payload = await verifyTyped(token, `${type}+jwt`);
      return { subject: payload.sub! };
    },
  };
}
