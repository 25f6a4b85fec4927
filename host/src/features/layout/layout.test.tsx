import { screen, within } from '@testing-library/react';
import { COUNTRY_CODES, SHOP_LAYOUTS, type ShopLayout, type ShopMode } from 'config';
import { renderPage } from 'shared/testing';
import { hostNamespace } from '../../app/host-namespace';
import { markPageRendered } from '../../lib/page-rendered';
import { Layout } from './layout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

const MODE_OF: Record<ShopLayout, ShopMode> = {
  default: 'default',
  home: 'default',
  'b2bwidget-default': 'b2bWidget',
  'b2bwidget-home': 'b2bWidget',
  'agan-default': 'agan',
  'aganwidget-default': 'aganwidget',
};

// The footer loads once the page has rendered (layout-footer.test.tsx covers the wait).
beforeAll(() => markPageRendered());

describe.each(SHOP_LAYOUTS)('the %s layout', (layout) => {
  it('frames the page with its brand, the header widgets and the legal links', async () => {
    const { container } = await renderPage(
      <Layout layout={layout}>
        <p>page content</p>
      </Layout>,
      { shopMode: MODE_OF[layout], namespaces: { host: hostNamespace } },
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', layout);
    const agan = layout.startsWith('agan');
    expect(container.querySelector('[data-brand-theme]')).toHaveAttribute('data-brand-theme', agan ? 'agan' : 'revalu');
    expect(
      within(screen.getByRole('banner')).getByRole('img', {
        name: agan ? 'agan – zur Startseite' : 'Revalu – zur Startseite',
      }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('[data-widget-boundary="mf-catalog"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-widget-boundary="mf-checkout"]')).toHaveLength(1);
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['AGB', 'Datenschutz', 'Impressum'])
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    const widget = layout.includes('widget');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Mein Konto' }) !== null).toBe(!widget);
    expect(within(footer).queryByRole('navigation', { name: 'Land wählen' }) !== null).toBe(!widget && !agan);
    expect(screen.getByRole('main')).toHaveTextContent('page content');
  });
});

describe.each(COUNTRY_CODES)('the footer of %s', (country) => {
  it("shows the country's carrier: DHL in Germany, UPS elsewhere", async () => {
    await renderPage(
      <Layout layout="default">
        <p />
      </Layout>,
      { country, namespaces: { host: hostNamespace } },
    );
    const carrier = country === 'de' ? 'dhl' : 'ups';
    const logo = (await screen.findByRole('contentinfo')).querySelector('[data-carrier]');
    expect(logo).toHaveAttribute('data-carrier', carrier);
  });
});

it('links the other countries’ shops on their local hosts, the current one marked', async () => {
  await renderPage(
    <Layout layout="default">
      <p />
    </Layout>,
    { country: 'fr', namespaces: { host: hostNamespace } },
  );
  const countries = within(await screen.findByRole('navigation', { name: 'Choisir le pays' }));
  expect(countries.getByRole('link', { name: /France/ })).toHaveAttribute('aria-current', 'true');
  expect(countries.getByRole('link', { name: /Italia/ }).getAttribute('href')).toMatch(
    /^http:\/\/it\.localhost(:\d+)?\/$/,
  );
  expect(countries.getByRole('link', { name: /Deutschland/ })).toHaveAttribute('hreflang', 'de-DE');
});
