import * as z from 'zod/mini';
import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from 'config/content';

// The newsletter API's answers; they load with the first call (http's lazy schema), not with the
// home page, whose sign-up form is part of its first render.

export const subscriberSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  country: z.string(),
  emailMasked: z.string(),
  salutation: z.nullable(z.enum(NEWSLETTER_SALUTATIONS)),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)),
});
export const pendingSchema = z.object({ status: z.literal('pending') });
export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') });
