import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/api-error';

/** Rate limits: [requests, window in seconds]. Logins: login-throttle.ts. */
export const LIMITS = {
  refreshPerIp: [120, 60],
  registerPerIp: [10, 3600],
  mailPerIp: [10, 900],
  mailPerAddress: [3, 3600],
  activationPerIp: [30, 900],
  changePasswordPerUser: [10, 900],
} as const satisfies Record<string, readonly [number, number]>;

export async function limit(
  app: FastifyInstance,
  key: string,
  [max, windowSeconds]: readonly [number, number],
): Promise<void> {
  const hit = await app.sharedState.hit(key, windowSeconds, max);
  if (hit.count > max) throw tooManyRequests(hit.resetInSeconds);
}

export const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export function header(request: FastifyRequest, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

export function bearer(request: FastifyRequest): string | undefined {
  const value = header(request, 'authorization');
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return m?.[1] ?? header(request, 'access-token', 'x-access-token');
}

export const refreshHeader = (request: FastifyRequest) => header(request, 'refresh-token', 'x-refresh-token');
