import * as z from 'zod';
import { http } from 'shared/http';

const tokens = z.object({ access_token: z.string(), refresh_token: z.string() });

/** POST /api/account/changePassword; answers the new session's tokens (all other sessions end). */
export function changePassword(input: { password: string; userId: string; email: string; currentPassword: string }) {
  return http.post('/api/account/changePassword', input, { auth: true, schema: tokens });
}
