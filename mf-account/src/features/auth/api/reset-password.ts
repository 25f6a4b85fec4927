import * as z from 'zod';
import { http } from 'shared/http';

/** POST /api/account/resetPassword with the mailed token in the Token header. */
export function resetPassword(token: string, password: string) {
  return http.post(
    '/api/account/resetPassword',
    { password },
    { headers: { Token: token }, schema: z.object({ reset: z.literal(true) }) },
  );
}
