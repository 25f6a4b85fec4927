import * as z from 'zod/mini';
import type { CountryCode, SupportSubject } from 'config';
import { http } from 'shared/http';

export interface ContactMessage {
  country: CountryCode;
  subject: SupportSubject;
  name: string;
  email: string;
  tradeNumber: string;
  message: string;
  website: string;
  formToken: string;
}

/** Sends the contact form; answers with the reference the customer can quote (null when held back as spam). */
export async function sendContact(message: ContactMessage): Promise<string | null> {
  const { reference } = await http.post('/api/contact', message, {
    schema: z.object({ reference: z.nullable(z.string()) }),
    retries: 0,
  });
  return reference;
}
