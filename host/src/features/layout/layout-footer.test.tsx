import { act, screen } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { hostNamespace } from '../../app/host-namespace';
import { markPageRendered } from '../../lib/page-rendered';
import { Layout } from './layout';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

// The deadline test goes first: markPageRendered() cannot be undone within a test file.
it('shows the footer after 3 s even when the page never renders (a remote that hangs)', async () => {
  jest.useFakeTimers();
  try {
    await renderPage(
      <Layout layout="default">
        <p />
      </Layout>,
      { country: 'it', namespaces: { host: hostNamespace } },
    );
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Privacy');
  } finally {
    jest.useRealTimers();
  }
});

it('shows the footer once the page has rendered, not before', async () => {
  await renderPage(
    <Layout layout="default">
      <p>page content</p>
    </Layout>,
    { namespaces: { host: hostNamespace } },
  );
  // The page's content and header are there; the footer below them waits for the page.
  expect(screen.getByRole('main')).toHaveTextContent('page content');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  await act(async () => markPageRendered());
  const footer = await screen.findByRole('contentinfo');
  expect(footer).toHaveTextContent('Impressum');
});
