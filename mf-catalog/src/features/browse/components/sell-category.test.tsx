import { screen, within } from '@testing-library/react';
import { http } from 'shared/http';
import { renderPage } from 'shared/testing';
import { catalogNamespace, NAMESPACE } from '../../../i18n';
import { cameras, manufacturer } from '../../../testing/catalogue-fixtures';
import { catalogueNode } from '../catalogue-node';
import { SellCategory } from './sell-category';

const namespaces = { [NAMESPACE]: catalogNamespace };

// Nothing answers at the test page's origin: the device search fails for real (connection refused).
beforeAll(() => {
  http.setBaseURL('http://127.0.0.1:9');
});
afterAll(() => {
  http.setBaseURL('');
});

describe('sell page', () => {
  it('a category: top manufacturers first, then the others, then the top series; a failed device search is logged and the page still works', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage(<SellCategory node={catalogueNode(cameras())} />, {
      country: 'de',
      path: '/verkaufen/kameras',
      namespaces,
    });
    const top = screen.getByRole('heading', { name: 'Beliebte Hersteller' }).closest('section')!;
    const tiles = within(top).getAllByRole('link');
    expect(tiles.map((l) => l.textContent)).toEqual(['Canon', 'Nikon', 'Leica']);
    expect(tiles[0]).toHaveAttribute('href', '/verkaufen/kameras-canon');
    expect(screen.getByRole('link', { name: /^Canon EOS R 9 Modelle$/ })).toHaveAttribute(
      'href',
      '/verkaufen/canon-eos-r-kameras',
    );
    expect(
      await screen.findByText('Die Modelle konnten gerade nicht geladen werden.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('search failed', 'devicesByCategory', expect.anything());
    errors.mockRestore();
  });

  it('a series url: the hierarchy as breadcrumbs, the category above the title', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const node = catalogueNode(
      cameras({
        kind: 'series',
        id: 'cameras.canon.eos-r',
        name: 'EOS R',
        url: 'canon-eos-r-kameras',
        thumbnail: '',
        manufacturerId: 'cameras.canon',
        content: 'Alle EOS R.',
        metaDescription: '',
        metaKeywords: '',
      }),
    );
    await renderPage(<SellCategory node={node} />, {
      country: 'de',
      path: '/verkaufen/canon-eos-r-kameras',
      namespaces,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Canon EOS R');
    const crumbs = screen.getByRole('navigation', { name: 'Sie sind hier' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Startseite', '/'],
      ['Kameras', '/verkaufen/kameras'],
      ['Canon', '/verkaufen/kameras-canon'],
    ]);
    expect(within(crumbs).getByText('EOS R')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Alle Modelle der Canon EOS R' })).toBeInTheDocument();
    await screen.findByText('Die Modelle konnten gerade nicht geladen werden.', undefined, { timeout: 10_000 });
    errors.mockRestore();
  });

  const unavailable = 'Nous n’avons pas pu charger les modèles.';

  it('writes the brand once where the series name starts with it: tiles, heading and breadcrumbs', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const phones = manufacturer('Xiaomi', true, [{ id: 'xiaomi-15', name: 'Xiaomi 15', isTop: true }]);
    const xiaomi = {
      ...phones,
      url: 'smartphones-xiaomi',
      series: phones.series.map((s) => ({ ...s, url: 'xiaomi-15-smartphones' })),
    };
    const hit = { ...cameras(), manufacturers: [xiaomi], topManufacturers: [xiaomi.id] };
    const category = await renderPage(<SellCategory node={catalogueNode(hit)} />, {
      country: 'fr',
      path: '/catalogue/smartphones',
      namespaces,
    });
    expect(screen.getByRole('link', { name: /^Xiaomi 15 9 modèles$/ })).toHaveAttribute(
      'href',
      '/catalogue/xiaomi-15-smartphones',
    );
    await screen.findByText(unavailable, undefined, { timeout: 10_000 });
    category.unmount();
    const node = catalogueNode({
      ...hit,
      match: {
        kind: 'series',
        id: 'cameras.xiaomi.xiaomi-15',
        name: 'Xiaomi 15',
        url: 'xiaomi-15-smartphones',
        thumbnail: '',
        manufacturerId: xiaomi.id,
        content: '',
        metaDescription: '',
        metaKeywords: '',
      },
    });
    expect(node.name).toBe('Xiaomi 15');
    await renderPage(<SellCategory node={node} />, {
      country: 'fr',
      path: '/catalogue/xiaomi-15-smartphones',
      namespaces,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Xiaomi 15$/);
    expect(
      within(screen.getByRole('navigation', { name: /./ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'Kameras', 'Xiaomi', 'Xiaomi 15']);
    await screen.findByText(unavailable, undefined, { timeout: 10_000 });
    errors.mockRestore();
  });

  it('puts the brand before a series name that does not start with it as a word', () => {
    const nikon = manufacturer('Nikon', true, [{ id: 'nikonos', name: 'Nikonos', isTop: true }]);
    const node = catalogueNode({
      ...cameras(),
      manufacturers: [nikon],
      match: {
        kind: 'series',
        id: 'cameras.nikon.nikonos',
        name: 'Nikonos',
        url: 'nikon-nikonos-kameras',
        thumbnail: '',
        manufacturerId: nikon.id,
        content: '',
        metaDescription: '',
        metaKeywords: '',
      },
    });
    expect(node.name).toBe('Nikon Nikonos');
  });
});
