import * as z from 'zod';
import { LOCALES } from 'config';
import { passwordProblem } from 'config/account-rules';
import {
  addressInput,
  bankAccountInput,
  emailField,
  nameField,
  paypalAccountInput,
  req,
  salutationField,
} from '../customers/fields';

/** A password as sent to log in: any string of sane length (the policy applies when one is set). */
export const loginPassword = z.string(req).min(1, { error: 'required' }).max(1024, { error: 'too_long' });

/** A new password: the policy of config's account rules. */
export const newPassword = z.string(req).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const localeField = z.enum(LOCALES, req);

/** The registration payload of spec section 3, with the customer's address and an optional payout account. */
export const registerBody = z
  .object({
    enabled: z.boolean().optional(),
    firstName: nameField,
    lastName: nameField,
    salutation: salutationField,
    username: emailField.optional(),
    email: emailField,
    credentials: z
      .array(
        z.object({
          type: z.literal('password').default('password'),
          value: newPassword,
          // A customer chooses the password; a temporary one would force a change at first login.
          temporary: z.literal(false, { error: 'password_not_temporary' }),
        }),
        req,
      )
      .length(1, { error: 'required' }),
    requiredActions: z
      .array(z.enum(['VERIFY_EMAIL']))
      .max(1)
      .default([]),
    groups: z
      .array(z.enum(['customers']))
      .max(1)
      .default([]),
    attributes: z.object({
      // Keycloak's attribute lists and a plain string are both accepted.
      locale: z.union(
        [
          localeField,
          z
            .array(localeField)
            .length(1)
            .transform((l) => l[0]!),
        ],
        { error: 'invalid' },
      ),
    }),
    Address: addressInput,
    Payment: z
      .union([
        z.object({ type: z.literal('bank'), bankAccount: bankAccountInput }),
        z.object({ type: z.literal('paypal'), paypalAccount: paypalAccountInput }),
      ])
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    // The e-mail is the username (spec section 5); both are compared lower-cased.
    if (body.username !== undefined && body.username !== body.email) {
      ctx.addIssue({ code: 'custom', message: 'username_must_be_email', path: ['username'] });
    }
    const password = body.credentials[0]?.value;
    if (password && passwordProblem(password, body.email) === 'password_contains_email') {
      ctx.addIssue({ code: 'custom', message: 'password_contains_email', path: ['credentials', 0, 'value'] });
    }
  });

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
});

export const loginBody = z.object({
  username: z.string(req).trim().toLowerCase().min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  password: loginPassword,
  /** Keep the session for 30 days (the browser keeps the refresh token, never the password). */
  rememberMe: z.boolean().optional().default(false),
});

export const changePasswordBody = z.object({
  password: newPassword,
  userId: z.string(req).uuid({ error: 'invalid' }),
  email: emailField,
  currentPassword: loginPassword,
});

export const forgotPasswordBody = z.object({
  email: emailField,
  lang: z.union([localeField, z.enum(['de', 'at', 'es', 'fr', 'it'])]).optional(),
});

export const resetPasswordBody = z.object({ password: newPassword });

export const deleteUserBody = z.object({
  customerId: z.string().uuid({ error: 'invalid' }).nullable().optional(),
  customerIdentifier: z.string(req).uuid({ error: 'invalid' }),
});

export const errorBody = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The errors of the routes that answer tokens. */
export const tokenErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };
