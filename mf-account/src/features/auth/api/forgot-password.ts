import * as z from 'zod';
import { http } from 'shared/http';

/** POST /api/account/forgotPasswordMail: the answer is the same whether or not the e-mail has an account. */
export function forgotPassword(email: string, lang: string) {
  return http.post(
    '/api/account/forgotPasswordMail',
    { email: email.trim().toLowerCase(), lang },
    { schema: z.object({ status: z.string() }) },
  );
}
