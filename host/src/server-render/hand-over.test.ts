import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpClient, forgetPrimedAnswers, hasPrimedAnswers, PRIMED_ANSWERS_ELEMENT_ID } from 'shared/http';
import { COOKIES, readCookie } from '../lib/cookies';
import { releaseCohortKey } from '../lib/remotes/release-cohort';
import { isServerRendered, preloadStart, START_PRELOADS_ELEMENT_ID } from './start-preloads';

/**
 * The host's side of the hand-over: the page the API's test pins (api/src/modules/shop-pages/
 * server-render/hand-over.test.ts writes exactly this), read with the host's own start code.
 */
const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../api/src/modules/shop-pages/server-render/hand-over.fixture.html',
);
/** The cookies the API's test sends with the request. */
const REQUEST_COOKIES = ['revalu_consent=v1%3Aanalytics', 'release_cohort=0123456789abcdef0123456789abcdef'];

const page = new DOMParser().parseFromString(readFileSync(FIXTURE, 'utf8'), 'text/html');
const json = (id: string) => JSON.parse(page.getElementById(id)?.textContent ?? 'null') as unknown;

beforeEach(() => {
  document.documentElement.lang = page.documentElement.lang;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  forgetPrimedAnswers();
  // Within the first view's time, when primed answers stand for requests.
  jest.spyOn(performance, 'now').mockReturnValue(1000);
});
afterEach(() => jest.restoreAllMocks());

describe('a server-rendered page, as the host starts on it', () => {
  it('is seen as the server’s first view, which the start hydrates', () => {
    expect(isServerRendered(document.getElementById('root'))).toBe(true);
    expect(document.querySelector('#root > [data-boundary="mf-content"]')).not.toBeNull();
  });

  it('asks for every file the server listed, once the first view is painted', async () => {
    const listed = json(START_PRELOADS_ELEMENT_ID) as { href: string; as: string }[];
    expect(listed.length).toBeGreaterThan(0);
    await preloadStart();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
    }));
    expect(links).toEqual(listed);
  });

  it('answers the first view’s requests from the page, asking the API nothing', async () => {
    const [primed] = json(PRIMED_ANSWERS_ELEMENT_ID) as { url: string; data: unknown; body: unknown }[];
    expect(hasPrimedAnswers()).toBe(true);
    // Nothing listens there: a request that left the page would fail.
    const client = createHttpClient({ baseURL: 'http://127.0.0.1:9' });
    await expect(client.post(primed!.url, primed!.data)).resolves.toEqual(primed!.body);
  });

  it('reads the consent and canary key the server rendered with from the same cookies', () => {
    for (const cookie of REQUEST_COOKIES) document.cookie = cookie;
    const rendered = document.querySelector('[data-boundary="mf-content"]')!;
    expect(readCookie(COOKIES.consent)).toBe(rendered.getAttribute('data-consent'));
    expect(releaseCohortKey().key).toBe(rendered.getAttribute('data-cohort-key'));
  });
});
