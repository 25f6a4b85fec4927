import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderPage } from 'shared/testing';
import { catalogNamespace, NAMESPACE, useCatalogLaterTexts } from '../../../i18n';
import type { DeviceHit } from '../../../lib/catalog-schemas';
import { searchDevices, searchSeries } from '../api/search-phrase';
import { SearchCombobox } from './search-combobox';

jest.mock('../api/search-phrase', () => ({
  MAX_PHRASE_LENGTH: 100,
  searchDevices: jest.fn(),
  searchSeries: jest.fn(),
}));

const iphone = {
  kind: 'device',
  id: 'apple-iphone-13-128gb',
  name: 'Apple iPhone 13 128 GB',
  url: 'apple-iphone-13-128-gb',
  category: 'Smartphones',
  thumbnail: '/x.svg',
  maxPrice: 211,
} as DeviceHit;

/** As the header mounts it (routes/search-box.tsx): with the texts of the search box. */
function SearchBox() {
  useCatalogLaterTexts();
  return <SearchCombobox />;
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

async function typeInto(country: 'de' | 'fr', phrase: string) {
  await renderPage(
    <>
      <SearchBox />
      <Location />
    </>,
    { country, path: '/', namespaces: { [NAMESPACE]: catalogNamespace } },
  );
  const box = await screen.findByRole('combobox', undefined, { timeout: 10_000 });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: phrase } });
  return box;
}

beforeEach(() => {
  jest.mocked(searchDevices).mockResolvedValue({ total: 0, hits: [] });
  jest.mocked(searchSeries).mockResolvedValue({ total: 0, hits: [] });
});

describe('header search box', () => {
  it('says when no device matches, announces it, and still leads to the results page with its tips', async () => {
    const box = await typeInto('de', 'zzzz');
    expect(await screen.findByText('Kein Gerät gefunden für „zzzz“')).toBeVisible();
    expect(screen.getByText(/Prüfen Sie die Schreibweise/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kein Gerät gefunden für „zzzz“. Mit Enter sehen Sie Tipps zur Suche.',
    );
    // The note sits outside the listbox (a listbox holds options only); the way on is its one option.
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).queryByText(/Kein Gerät gefunden/)).not.toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tipps zur Suche und alle Kategorien']);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/suche?q=zzzz');
  });

  it('Escape closes the list, a second Escape clears the field', async () => {
    const box = await typeInto('de', 'zzzz');
    await screen.findByText('Kein Gerät gefunden für „zzzz“');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Kein Gerät gefunden für „zzzz“')).not.toBeVisible();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('keeps "nothing found" while the next letters are asked, instead of flickering', async () => {
    const box = await typeInto('fr', 'zzz');
    expect(await screen.findByText('Aucun appareil trouvé pour « zzz »')).toBeVisible();
    jest.mocked(searchDevices).mockReturnValue(new Promise(() => undefined));
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(screen.getByText('Aucun appareil trouvé pour « zzz »')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Conseils de recherche et toutes les catégories' })).toBeInTheDocument();
  });

  it('with suggestions: no "nothing found", the count is announced and the last option is all results', async () => {
    jest.mocked(searchDevices).mockResolvedValue({ total: 1, hits: [iphone] });
    await typeInto('de', 'iphone');
    expect(await screen.findByRole('option', { name: /Apple iPhone 13 128 GB/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 Vorschlag verfügbar');
    expect(screen.queryByText(/Kein Gerät gefunden/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('Alle Ergebnisse für „iphone“');
  });
});
