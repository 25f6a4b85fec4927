import type { FastifyInstance } from 'fastify';
import clarificationAdminRoutes from './admin-routes';
import { startDeadlineJob } from './jobs';
import { registerClarificationMails } from './mails';
import clarificationRoutes from './routes';

/**
 * Clarifications: the back office opens one on an inspected trade (`POST /api/admin/clarifications`),
 * the customer answers on the clarification page or through the quick-answer link, and the
 * deadline job sends reminders and turns silence into a free return. Every step is appended to
 * the trade's status history.
 */
export default async function clarificationModule(app: FastifyInstance): Promise<void> {
  registerClarificationMails(app);
  await app.register(clarificationAdminRoutes);
  await app.register(clarificationRoutes);
  startDeadlineJob(app);
}
