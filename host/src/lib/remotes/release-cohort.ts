import { CLIENT_ID_COOKIE, CLIENT_ID_COOKIE_MAX_AGE_SECONDS, RELEASE_COHORT_COOKIE } from 'config';
import { readCookie, writeCookie } from '../cookies';

export { RELEASE_COHORT_COOKIE };

export interface CohortKey {
  key: string | null;
  keyedBy: 'client-id' | 'cohort-cookie' | 'none';
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key that decides which side of a canary a visitor is on. A visitor who consented has a
 * client id (kept by the consent flow in the client-id cookie): that is the key. Anyone else gets
 * a random key in a first-party cookie that says nothing about them and is used for nothing but
 * choosing code versions, so they stay on one side between visits too. Without cookies at all the
 * key is null and the visitor gets the pinned versions.
 */
export function releaseCohortKey(): CohortKey {
  const clientId = readCookie(CLIENT_ID_COOKIE);
  if (clientId && KEY_PATTERN.test(clientId)) return { key: clientId, keyedBy: 'client-id' };
  const existing = readCookie(RELEASE_COHORT_COOKIE);
  if (existing && KEY_PATTERN.test(existing)) return { key: existing, keyedBy: 'cohort-cookie' };
  const key = randomKey();
  writeCookie(RELEASE_COHORT_COOKIE, key, CLIENT_ID_COOKIE_MAX_AGE_SECONDS);
  return readCookie(RELEASE_COHORT_COOKIE) === key ? { key, keyedBy: 'cohort-cookie' } : { key: null, keyedBy: 'none' };
}
