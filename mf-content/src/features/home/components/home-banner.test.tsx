import { screen } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { contentNamespace } from '../../../i18n';
import { bannerRuns, HomeBanner, localDay, type Banner } from './home-banner';

const banner: Banner = {
  title: 'Votre prix est garanti 7 jours',
  text: 'Bloquez votre offre dès maintenant.',
  link: { label: 'Comment ça marche', route: { name: 'content', params: { content: 'comment-ca-marche' } } },
};

describe('home banner', () => {
  it('runs from its first to its last day, both included, and an open end runs on', () => {
    const window = { from: '2026-12-01', until: '2026-12-24' };
    expect(bannerRuns(window, '2026-11-30')).toBe(false);
    expect(bannerRuns(window, '2026-12-01')).toBe(true);
    expect(bannerRuns(window, '2026-12-24')).toBe(true);
    expect(bannerRuns(window, '2026-12-25')).toBe(false);
    expect(bannerRuns({ from: '2026-12-01' }, '2030-01-01')).toBe(true);
    expect(bannerRuns({ until: '2026-12-24' }, '2020-01-01')).toBe(true);
    expect(bannerRuns({}, '2026-11-22')).toBe(true);
  });

  it('takes today from the customer’s calendar, not UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('shows its title as a heading, its text and a link to the country’s page', async () => {
    await renderPage(<HomeBanner banner={banner} today="2026-11-22" />, {
      country: 'fr',
      path: '/',
      namespaces: { 'mf-content': contentNamespace },
    });
    const region = screen.getByRole('region', { name: 'Votre prix est garanti 7 jours' });
    expect(region).toHaveTextContent('Bloquez votre offre dès maintenant.');
    expect(screen.getByRole('link', { name: 'Comment ça marche' })).toHaveAttribute(
      'href',
      '/content/comment-ca-marche',
    );
  });

  it('shows nothing outside its days', async () => {
    const { container } = await renderPage(
      <HomeBanner banner={{ ...banner, until: '2026-11-21' }} today="2026-11-22" />,
      {
        country: 'fr',
        path: '/',
        namespaces: { 'mf-content': contentNamespace },
      },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
