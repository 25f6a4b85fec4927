import type { FastifyInstance } from 'fastify';
import contentPageRoutes from './content-page-routes';
import homePageRoutes from './home-page-routes';
import { applyJsonApiConventions } from './json-api';
import menuRoutes from './menu-routes';

/**
 * The content JSON:API (jsonapi.org 1.1) at /api/cms: the static pages, the home page data and
 * the menus of each country and shop mode. Reading is public and cacheable; editing (PATCH) needs
 * the content editors' basic auth, sanitizes HTML, bumps the version and keeps a revision.
 */
export default async function cmsRoutes(app: FastifyInstance): Promise<void> {
  applyJsonApiConventions(app);
  await app.register(contentPageRoutes);
  await app.register(menuRoutes);
  await app.register(homePageRoutes);
}
