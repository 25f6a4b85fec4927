import { act, screen } from '@testing-library/react';
import { prepareSite, renderPage, scriptedApi } from 'shared/testing';
import homeDocument from '../testing/home-page-de.json';
import { CONTENT_TEXTS } from '../testing/texts';
import HomePage, { prepare } from './home-page';

/** The CMS's German home page as the API answers it (the seed's, saved from `GET /api/cms/home-pages/de-default?include=menus`). */
const api = scriptedApi(() => ({ status: 200, body: homeDocument }));
beforeAll(async () => {
  await api.start();
});
afterEach(() => api.reset());
afterAll(() => api.stop());

const heading = homeDocument.data.attributes.hero.title;

describe('the home page loaded before its first render (prepare: server render and hydration)', () => {
  it('shows its content in its first render, without asking again; the next visit asks afresh', async () => {
    await prepareSite({ country: 'de' });
    await prepare();
    expect(api.requests.map((r) => r.url)).toEqual(['/api/cms/home-pages/de-default?include=menus']);

    const first = await renderPage(<HomePage />, { country: 'de', namespaces: CONTENT_TEXTS });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    first.unmount();

    // The prepared data served one first render: a later view of the page loads its data itself.
    await renderPage(<HomePage />, { country: 'de', namespaces: CONTENT_TEXTS });
    await act(() => api.settled());
    expect(api.requests).toHaveLength(2);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('leaves the data to the page when preparing it failed', async () => {
    await prepareSite({ country: 'de' });
    api.answer(
      { status: 503, body: { statusCode: 503, code: 'unavailable', message: 'down' } },
      { status: 503, body: { statusCode: 503, code: 'unavailable', message: 'down' } },
    );
    await expect(prepare()).resolves.toBeUndefined();
    const requestsBefore = api.requests.length;

    await renderPage(<HomePage />, { country: 'de', namespaces: CONTENT_TEXTS });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(() => api.settled());
    expect(api.requests.length).toBeGreaterThan(requestsBefore);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
