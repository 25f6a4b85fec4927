import * as z from 'zod/mini';
import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS, type CountryCode, type NewsletterInterest, type NewsletterSalutation } from 'config';
import { http } from 'shared/http';

const subscriberSchema = z.object({
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  country: z.string(),
  emailMasked: z.string(),
  salutation: z.nullable(z.enum(NEWSLETTER_SALUTATIONS)),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  interests: z.array(z.enum(NEWSLETTER_INTERESTS)),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export interface SignUp {
  country: CountryCode;
  email: string;
  consent: boolean;
  source: 'home' | 'enrich';
  salutation?: NewsletterSalutation;
  firstName?: string;
  lastName?: string;
  interests?: NewsletterInterest[];
  website: string;
}

/** Signs up; the server sends the double opt-in mail. */
export function subscribe(signUp: SignUp): Promise<unknown> {
  return http.post('/api/newsletter/subscriptions', signUp, { schema: z.object({ status: z.literal('pending') }) });
}

export function confirmSubscription(emailHash: string, token: string): Promise<Subscriber> {
  return http.post('/api/newsletter/confirm', { emailHash, token }, { schema: subscriberSchema });
}

export function getSubscriber(emailHash: string, signal?: AbortSignal): Promise<Subscriber> {
  return http.get(`/api/newsletter/subscribers/${encodeURIComponent(emailHash)}`, { schema: subscriberSchema, signal });
}

export function updateSubscriber(
  emailHash: string,
  changes: { salutation?: NewsletterSalutation; firstName?: string; lastName?: string; interests?: NewsletterInterest[] },
): Promise<Subscriber> {
  return http.patch(`/api/newsletter/subscribers/${encodeURIComponent(emailHash)}`, changes, { schema: subscriberSchema });
}

export function unsubscribe(emailHash: string, reason?: string): Promise<unknown> {
  return http.post('/api/newsletter/unsubscribe', { emailHash, ...(reason ? { reason } : {}) }, { schema: z.object({ status: z.literal('unsubscribed') }) });
}
