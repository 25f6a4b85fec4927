import * as z from 'zod';
import { http } from 'shared/http';

const answer = z.object({ status: z.literal('activation_pending') });

export interface RegistrationInput {
  salutation: 'mr' | 'ms' | 'none';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  locale: string;
  address: { street: string; houseNumber: string; addition: string; zip: string; city: string; country: string };
}

/** POST /api/account/register with the payload of spec section 3 (e-mail lower-cased and used as username). */
export function register(input: RegistrationInput) {
  const email = input.email.trim().toLowerCase();
  return http.post(
    '/api/account/register',
    {
      enabled: true,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      salutation: input.salutation,
      username: email,
      email,
      credentials: [{ type: 'password', value: input.password, temporary: false }],
      requiredActions: ['VERIFY_EMAIL'],
      groups: ['customers'],
      attributes: { locale: [input.locale] },
      Address: {
        salutation: input.salutation,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        ...input.address,
      },
      Payment: null,
    },
    { schema: answer },
  );
}
