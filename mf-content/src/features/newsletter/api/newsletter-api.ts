import type * as z from 'zod/mini';
import type { CountryCode } from 'config';
import type { NewsletterInterest, NewsletterSalutation } from 'config/content';
import { http } from 'shared/http';
import type { subscriberSchema } from './newsletter-schemas';

const schemas = () => import('./newsletter-schemas');
const subscriber = () => schemas().then((m) => m.subscriberSchema);

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
  return http.post('/api/newsletter/subscriptions', signUp, { schema: () => schemas().then((m) => m.pendingSchema) });
}

export function confirmSubscription(emailHash: string, token: string): Promise<Subscriber> {
  return http.post('/api/newsletter/confirm', { emailHash, token }, { schema: subscriber });
}

export function getSubscriber(emailHash: string, signal?: AbortSignal): Promise<Subscriber> {
  return http.get(`/api/newsletter/subscribers/${encodeURIComponent(emailHash)}`, { schema: subscriber, signal });
}

export function updateSubscriber(
  emailHash: string,
  changes: {
    salutation?: NewsletterSalutation;
    firstName?: string;
    lastName?: string;
    interests?: NewsletterInterest[];
  },
): Promise<Subscriber> {
  return http.patch(`/api/newsletter/subscribers/${encodeURIComponent(emailHash)}`, changes, { schema: subscriber });
}

export function unsubscribe(emailHash: string, reason?: string): Promise<unknown> {
  return http.post(
    '/api/newsletter/unsubscribe',
    { emailHash, ...(reason ? { reason } : {}) },
    { schema: () => schemas().then((m) => m.unsubscribedSchema) },
  );
}
