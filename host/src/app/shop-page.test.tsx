import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { bus, type ShopEvents } from 'shared/bus';
import { useHoldPageView } from 'shared/router';
import { useAppErrorStore } from 'shared/stores';
import { prepareSite } from 'shared/testing';
import { registerRelease } from '../lib/remotes/remote-registry';
import { hostNamespace } from './host-namespace';
import { VIEW_DEADLINE_MS } from './page-view';
import { ShopPage } from './shop-page';

// jest cannot load federated modules: this stands in for the federation runtime (as in
// remote-region.test.tsx). The product page below behaves as mf-catalog's does: it loads the device
// its url names and sets the 404 when there is none.
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

type Answer = (found: boolean) => void;
let answers: Answer[] = [];
/** Whether the product page uses the page-view contract (a current mf-catalog) or not (an older one). */
let holdsItsView = true;

function ProductPage() {
  // Like useAsync: loading again for each url until its answer comes.
  const { pathname } = useLocation();
  const [settled, setSettled] = useState<{ pathname: string; found: boolean } | null>(null);
  useEffect(() => {
    answers.push((found) => setSettled({ pathname, found }));
  }, [pathname]);
  const state = settled?.pathname !== pathname ? 'loading' : settled.found ? 'found' : 'missing';
  // An older remote never holds its view: for the host that is a page that never says it is loading.
  useHoldPageView(holdsItsView && state === 'loading');
  useEffect(() => {
    if (state === 'missing')
      useAppErrorStore
        .getState()
        .showError({ statusCode: 404, statusMessage: 'Page Not Found', message: 'Page Not Found: x' });
  }, [state]);
  return <p>device {state}</p>;
}

const PAGES: Record<string, () => React.ReactNode> = { 'mf_catalog/ProductDetailPage': ProductPage };

let navigate!: NavigateFunction;
function Navigator() {
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return null;
}

let views: ShopEvents['host:page-view'][] = [];
let off = () => undefined as void;

beforeAll(() => {
  const pin = { version: '1.0.0', lastKnownGood: '1.0.0', canary: null };
  registerRelease({
    country: 'de',
    remotes: { 'mf-catalog': pin, 'mf-checkout': pin, 'mf-account': pin, 'mf-content': pin },
  });
  loadRemote.mockImplementation((id: string) => Promise.resolve({ default: PAGES[id] ?? (() => null) }));
});

beforeEach(() => {
  answers = [];
  holdsItsView = true;
  views = [];
  off = bus.on('host:page-view', (view) => views.push(view));
});

afterEach(() => {
  off();
  jest.useRealTimers();
});

/** The shop at `path`, reached by a navigation (as a first page load would be, with a location key of its own). */
async function showShop(path: string) {
  await prepareSite({ namespaces: { host: hostNamespace } });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/start', path]} initialIndex={1}>
        <Navigator />
        <ShopPage />
      </MemoryRouter>,
    );
  });
}

async function answer(found: boolean, which = answers.length - 1) {
  await act(async () => answers[which]!(found));
}

const view = (
  path: string,
  pageType: string,
  routeName: string | null = pageType === '404' ? null : `${pageType}___de`,
) => ({ path, routeName, pageType });

describe('page views (spec section 2: the not-found page reports page type 404)', () => {
  it('a stale product url is one view, of type 404: the page holds it while the device loads', async () => {
    await showShop('/produkte/gibt-es-nicht-mehr');
    expect(await screen.findByText('device loading')).toBeInTheDocument();
    expect(views).toEqual([]);
    await answer(false);
    expect(await screen.findByText('Seite nicht gefunden:', { exact: false })).toBeInTheDocument();
    expect(views).toEqual([view('/produkte/gibt-es-nicht-mehr', '404')]);
  });

  it('a product that exists is one view, of the route’s type, once it has loaded', async () => {
    await showShop('/produkte/apple-iphone-13');
    await screen.findByText('device loading');
    expect(views).toEqual([]);
    await answer(true);
    expect(screen.getByText('device found')).toBeInTheDocument();
    expect(views).toEqual([view('/produkte/apple-iphone-13', 'pdp')]);
  });

  it('a page that never holds its view (an older remote) gets it once it has rendered, and a later 404 is no second view', async () => {
    holdsItsView = false;
    await showShop('/produkte/gibt-es-nicht-mehr');
    await screen.findByText('device loading');
    expect(views).toEqual([view('/produkte/gibt-es-nicht-mehr', 'pdp')]);
    await answer(false);
    expect(await screen.findByText('Seite nicht gefunden:', { exact: false })).toBeInTheDocument();
    expect(views).toHaveLength(1);
  });

  it('a hung API still gives the page its view, of the route’s type, after the deadline; a late 404 is no second view', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    await showShop('/produkte/apple-iphone-13');
    await screen.findByText('device loading');
    await act(async () => jest.advanceTimersByTime(VIEW_DEADLINE_MS - 100));
    expect(views).toEqual([]);
    await act(async () => jest.advanceTimersByTime(100));
    expect(views).toEqual([view('/produkte/apple-iphone-13', 'pdp')]);
    await answer(false);
    expect(views).toHaveLength(1);
  });

  it('a page the customer leaves while it holds its view still counts, once', async () => {
    await showShop('/produkte/apple-iphone-13');
    await screen.findByText('device loading');
    await act(async () => navigate('/verkaufen/smartphones'));
    expect(views[0]).toEqual(view('/produkte/apple-iphone-13', 'pdp'));
    expect(views.filter((v) => v.path === '/produkte/apple-iphone-13')).toHaveLength(1);
  });

  it('from one product page to a stale one: a view each, the second of type 404', async () => {
    await showShop('/produkte/apple-iphone-13');
    await screen.findByText('device loading');
    await answer(true);
    await act(async () => navigate('/produkte/gibt-es-nicht-mehr'));
    // The same page component, a new url: it loads again and holds the new location's view.
    expect(views).toEqual([view('/produkte/apple-iphone-13', 'pdp')]);
    await answer(false);
    expect(await screen.findByText('Seite nicht gefunden:', { exact: false })).toBeInTheDocument();
    expect(views).toEqual([view('/produkte/apple-iphone-13', 'pdp'), view('/produkte/gibt-es-nicht-mehr', '404')]);
  });

  it('a path that is no page is one view of type 404, at once', async () => {
    await showShop('/gibt-es-nicht');
    expect(await screen.findByText('Seite nicht gefunden:', { exact: false })).toBeInTheDocument();
    expect(views).toEqual([view('/gibt-es-nicht', '404')]);
  });
});
