import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokensMatch } from '../../../plugins/admin-auth';
import { JsonApiError } from './json-api';

/** Content editors' credentials when none are configured outside production (README). */
export const DEV_CMS_USER = 'editor';
export const DEV_CMS_PASSWORD = 'local-dev-cms-password';

/**
 * Basic auth of the content editors, checked before the body is read or validated (a stranger learns
 * nothing about the fields); failed attempts are rate limited per address. `signInEditor` is the
 * routes' preValidation hook, `editorOf` names the signed-in editor of a request.
 */
export function createEditorAuth(app: FastifyInstance): {
  signInEditor: (request: FastifyRequest) => Promise<void>;
  editorOf: (request: FastifyRequest) => string;
} {
  const expectedUser = app.env.CMS_USER ?? DEV_CMS_USER;
  const expectedPassword = app.env.CMS_PASSWORD ?? DEV_CMS_PASSWORD;
  const editors = new WeakMap<FastifyRequest, string>();

  async function requireEditor(request: FastifyRequest): Promise<string> {
    const header = request.headers.authorization ?? '';
    let user = '';
    let password = '';
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        user = decoded.slice(0, colon);
        password = decoded.slice(colon + 1);
      }
    }
    const userOk = tokensMatch(user, expectedUser);
    const passwordOk = tokensMatch(password, expectedPassword);
    if (userOk && passwordOk) return user;
    const limit = await app.sharedState.hit(`cms-auth:${request.ip}`, 300, 20);
    if (limit.count > 20) {
      const error = new JsonApiError(429, 'rate_limited', 'too many failed sign-ins, try again later');
      Object.assign(error, { details: { retryAfterSeconds: limit.resetInSeconds } });
      throw error;
    }
    throw new JsonApiError(
      401,
      header ? 'invalid_credentials' : 'credentials_required',
      header ? 'wrong user or password' : 'basic auth required',
    );
  }

  return {
    signInEditor: async (request) => {
      editors.set(request, await requireEditor(request));
    },
    editorOf: (request) => editors.get(request)!,
  };
}
