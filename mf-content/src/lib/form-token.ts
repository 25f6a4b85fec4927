import * as z from 'zod/mini';
import { http } from 'shared/http';

const tokenSchema = z.object({ token: z.string(), minFillSeconds: z.number() });

/** A single-use token for the contact or B2B form, fetched when the form is shown. */
export async function getFormToken(form: 'contact' | 'b2b'): Promise<string> {
  const { token } = await http.get(`/api/forms/${form}/token`, { schema: tokenSchema });
  return token;
}

export const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));
