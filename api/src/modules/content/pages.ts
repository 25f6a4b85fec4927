/**
 * The content's pages as the server answers them: the home page's HTML carries the content its
 * first view shows (the CMS's home page of the site's country and shop mode, with its menus), and a
 * static content page's HTML its CMS page, so mf-content renders them without asking the API
 * (shared/src/http/primed-answers.ts). Registered after `shop-pages` (app.ts), which owns the page answers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What mf-content's home page asks for (mf-content/src/features/home/api/get-home-page.ts). */
export const homePageRequest = (country: string, shopMode: string) => ({
  url: `/api/cms/home-pages/${country}-${shopMode}?include=menus`,
  accept: 'application/vnd.api+json',
});

/** What mf-content's content page asks for (mf-content/src/features/content-pages/api/get-content-page.ts). */
export const contentPageRequest = (country: string, slug: string) => ({
  url: `/api/cms/content-pages?${new URLSearchParams({ 'filter[country]': country, 'filter[slug]': slug }).toString()}`,
  accept: 'application/vnd.api+json',
});

export default fp(
  async function contentPages(app: FastifyInstance) {
    app.shopPages.addPrimedRequests('home', (site) => [homePageRequest(site.country, site.shopMode)]);
    app.shopPages.addPrimedRequests('content', (site, match) => {
      const slug = match.params.content ?? match.params.contentPages;
      return slug ? [contentPageRequest(site.country, slug)] : [];
    });
  },
  { name: 'content-pages', dependencies: ['shop-pages'] },
);
