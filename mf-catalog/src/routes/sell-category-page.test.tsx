import { screen } from '@testing-library/react';
import { prepareSite, renderPage } from 'shared/testing';
import { getCategoryByUrl } from '../features/browse/api/get-category-by-url';
import { getDevices } from '../features/browse/api/get-devices';
import { catalogNamespace, NAMESPACE } from '../i18n';
import type { DeviceHit, SearchResult } from '../lib/catalog-schemas';
import { cameras } from '../testing/catalogue-fixtures';
import SellCategoryPage, { prepare } from './sell-category-page';

jest.mock('../features/browse/api/get-category-by-url', () => ({ getCategoryByUrl: jest.fn() }));
jest.mock('../features/browse/api/get-devices', () => ({ getDevices: jest.fn() }));

const camerasPage = cameras();
const newest = {
  total: 1,
  hits: [
    { id: 'canon-eos-r6', name: 'Canon EOS R6', url: 'canon-eos-r6', thumbnail: '', maxPrice: 540, releaseYear: 2020 },
  ],
} as unknown as SearchResult<DeviceHit>;

const options = { country: 'de' as const, path: '/verkaufen/kameras', namespaces: { [NAMESPACE]: catalogNamespace } };

describe('the sell page loaded before its first render (prepare: server render and hydration)', () => {
  beforeEach(() => {
    jest.mocked(getCategoryByUrl).mockReset().mockResolvedValue(camerasPage);
    jest.mocked(getDevices).mockReset().mockResolvedValue(newest);
  });

  it('shows the node of the route and the devices it lists in its first render, without asking again', async () => {
    await prepareSite({ country: 'de' });
    await prepare({ params: { category: 'kameras' } });
    expect(jest.mocked(getCategoryByUrl).mock.calls.map((call) => call.slice(0, 2))).toEqual([['de', 'kameras']]);
    expect(jest.mocked(getDevices).mock.calls.map((call) => [call[0], call[1].id, call[2]])).toEqual([
      ['de', 'cameras', { resultSize: 12 }],
    ]);

    await renderPage(<SellCategoryPage />, options);
    expect(screen.getByRole('heading', { level: 1, name: 'Kameras' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Canon EOS R6/ })).toHaveAttribute('href', '/produkte/canon-eos-r6');
    expect(getCategoryByUrl).toHaveBeenCalledTimes(1);
    expect(getDevices).toHaveBeenCalledTimes(1);
  });

  it('leaves the data to the page when the host gave no route, and asks for no devices of a url without a node', async () => {
    await prepareSite({ country: 'de' });
    await prepare();
    expect(getCategoryByUrl).not.toHaveBeenCalled();
    jest.mocked(getCategoryByUrl).mockResolvedValueOnce(null);
    await prepare({ params: { category: 'gibt-es-nicht' } });
    expect(getDevices).not.toHaveBeenCalled();

    await renderPage(<SellCategoryPage />, options);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kameras' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Canon EOS R6/ })).toBeInTheDocument();
    expect(getCategoryByUrl).toHaveBeenCalledTimes(2);
    expect(getDevices).toHaveBeenCalledTimes(1);
  });
});
