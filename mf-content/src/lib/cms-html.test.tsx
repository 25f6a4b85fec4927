import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared/testing';
import { CmsHtml } from './cms-html';

describe('CmsHtml', () => {
  it('renders structure and resolves route links to the country’s paths', async () => {
    const html =
      '<h2 id="a">Titre</h2><p>Voir <a href="route:content/terms">les CGV</a>, <a href="route:contact">le contact</a> et <a href="route:b2bLandingpage">les entreprises</a>.</p>';
    await renderPage(<CmsHtml html={html} />, { country: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Titre' })).toHaveAttribute('id', 'a');
    expect(screen.getByRole('link', { name: 'les CGV' })).toHaveAttribute('href', '/content/cgv');
    expect(screen.getByRole('link', { name: 'le contact' })).toHaveAttribute('href', '/contact');
    // France has no B2B page: the link leads to the contact page instead of a dead end.
    expect(screen.getByRole('link', { name: 'les entreprises' })).toHaveAttribute('href', '/contact');
  });

  it('never runs script or handlers and drops dangerous links', async () => {
    const w = window as unknown as { hacked?: number };
    w.hacked = 0;
    const html =
      '<p onclick="window.hacked=1" style="color:red">Text</p><script>window.hacked=2</script><img src="x" onerror="window.hacked=3"><a href="javascript:window.hacked=4">Klick</a><iframe srcdoc="<script>parent.hacked=5</script>"></iframe><svg><script>window.hacked=6</script></svg>';
    const { container } = await renderPage(<CmsHtml html={html} />, { country: 'de' });
    fireEvent.click(screen.getByText('Text'));
    fireEvent.click(screen.getByText('Klick'));
    expect(w.hacked).toBe(0);
    expect(container.querySelector('script, img, iframe, svg, [onclick], [style]')).toBeNull();
    expect(screen.getByText('Klick').closest('a')).not.toHaveAttribute('href');
  });

  it('keeps external links safe', async () => {
    await renderPage(
      <CmsHtml html={'<p><a href="https://example.org/x">extern</a> <a href="mailto:a@b.de">mail</a></p>'} />,
    );
    expect(screen.getByRole('link', { name: 'extern' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.de');
  });
});
