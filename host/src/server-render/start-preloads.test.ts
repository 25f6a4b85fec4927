import { preloadStart, START_PRELOADS_ELEMENT_ID } from './start-preloads';

function listPreloads(items: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = START_PRELOADS_ELEMENT_ID;
  element.textContent = JSON.stringify(items);
  document.body.appendChild(element);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
    link.getAttribute('crossorigin'),
  ]);

describe('preloadStart', () => {
  it('adds every listed file of this site, a few per task, fetches as CORS requests', async () => {
    const items = Array.from({ length: 10 }, (_, index) => ({ href: `/assets/${index}.js`, as: 'script' }));
    listPreloads([...items, { href: '/api/releases/de', as: 'fetch' }]);
    const started = preloadStart();
    // The first task adds only the first few; the others follow after the browser had its turn.
    expect(preloads()).toHaveLength(4);
    await started;
    expect(preloads()).toEqual([
      ...items.map((item) => [item.href, 'script', null]),
      ['/api/releases/de', 'fetch', 'anonymous'],
    ]);
  });

  it('takes no address of another site and no other kind of file', async () => {
    listPreloads([
      { href: 'https://elsewhere.example/x.js', as: 'script' },
      { href: '//elsewhere.example/x.js', as: 'script' },
      { href: '/assets/style.css', as: 'style' },
      { href: '/assets/ok.js', as: 'script' },
    ]);
    await preloadStart();
    expect(preloads()).toEqual([['/assets/ok.js', 'script', null]]);
  });

  it('does nothing without a list or with a broken one', async () => {
    await preloadStart();
    listPreloads('not a list');
    await preloadStart();
    expect(preloads()).toEqual([]);
  });
});
