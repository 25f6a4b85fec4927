import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared/bus';
import { installReleaseLoader } from './install-release-loader';
import { fakeFederation, type FakeFederationModule } from './testing/fake-federation';
import { renderPage } from 'shared/testing';
import { hostNamespace } from '../../app/host-namespace';
import { registerRelease } from './remote-registry';
import { RemoteRegion } from './remote-region';

// jest cannot load federated modules; this stands in for the federation runtime so the region's
// own behaviour (mount, fallback, last-known-good, report, retry) can be checked. Playwright
// covers the real composition.
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual<FakeFederationModule>('./testing/fake-federation').fakeFederation.runtime,
);
const loadRemote = fakeFederation.load;
const registerRemotes = fakeFederation.registerRemotes;
installReleaseLoader();

const release = (version: string, lastKnownGood = version) => {
  const pin = { version, lastKnownGood, canary: null };
  return {
    country: 'de' as const,
    remotes: { 'mf-catalog': pin, 'mf-checkout': pin, 'mf-account': pin, 'mf-content': pin },
  };
};

beforeEach(() => {
  fakeFederation.reset();
});

describe('RemoteRegion', () => {
  it('mounts the remote module inside its data-boundary region', async () => {
    registerRelease(release('1.0.0'));
    loadRemote.mockResolvedValue({ default: () => <p>catalogue page</p> });
    const { container } = await renderPage(<RemoteRegion remote="mf-catalog" module="./SellCategoryPage" />, {
      namespaces: { host: hostNamespace },
    });
    expect(await screen.findByText('catalogue page')).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="mf-catalog"]')).toContainElement(
      screen.getByText('catalogue page'),
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/SellCategoryPage');
  });

  it('shows the localized fallback in the same region and reports the failure on the bus', async () => {
    registerRelease(release('1.0.1'));
    loadRemote.mockRejectedValue(new Error('remoteEntry.js 500'));
    const events: unknown[] = [];
    const off = bus.on('host:remote-load-failed', (e) => events.push(e));
    const { container } = await renderPage(<RemoteRegion remote="mf-catalog" module="./ProductDetailPage" />, {
      country: 'fr',
      namespaces: { host: hostNamespace },
    });
    const alert = await screen.findByText('Cette partie du site est momentanément indisponible');
    expect(container.querySelector('[data-boundary="mf-catalog"]')).toContainElement(alert);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      remote: 'mf-catalog',
      module: './ProductDetailPage',
      message: 'remoteEntry.js 500',
    });
    off();
  });

  it('falls back to the last known good version once, and tells the bus', async () => {
    registerRelease(release('2.0.0', '1.9.0'));
    loadRemote
      .mockRejectedValueOnce(new Error('2.0.0 broken'))
      .mockResolvedValueOnce({ default: () => <p>good old page</p> });
    const fallbacks: unknown[] = [];
    const off = bus.on('host:remote-fallback', (e) => fallbacks.push(e));
    await renderPage(<RemoteRegion remote="mf-catalog" module="./SearchPage" />, {
      namespaces: { host: hostNamespace },
    });
    expect(await screen.findByText('good old page')).toBeInTheDocument();
    expect(fallbacks).toEqual([{ remote: 'mf-catalog', from: '2.0.0', to: '1.9.0' }]);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_catalog', entry: '/remotes/mf-catalog/1.9.0/mf-manifest.json' }],
      { force: true },
    );
    off();
  });

  it('tries again when the customer asks', async () => {
    registerRelease(release('3.0.0'));
    let serverUp = false;
    loadRemote.mockImplementation(async () => {
      if (!serverUp) throw new Error('remote down');
      return { default: () => <p>back again</p> };
    });
    await renderPage(<RemoteRegion remote="mf-catalog" module="./SellCategoryPage" />, {
      namespaces: { host: hostNamespace },
    });
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    serverUp = true;
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByText('back again')).toBeInTheDocument();
  });
});
