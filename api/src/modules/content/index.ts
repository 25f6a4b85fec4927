import type { FastifyInstance } from 'fastify';
import b2bRoutes from './b2b/routes';
import cmsRoutes from './cms/routes';
import { seedContent } from './cms/seed';
import contactRoutes from './contact/routes';
import newsletterRoutes from './newsletter/routes';

/**
 * The content module: the content JSON:API (/api/cms), the contact form, the newsletter
 * and B2B enquiries. Each part is its own encapsulated plugin; the JSON:API has its own error format.
 */
export default async function contentModule(app: FastifyInstance): Promise<void> {
  await seedContent(app.db);
  await app.register(cmsRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(b2bRoutes);
}
