import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { badRequest, notFound, type ApiError } from '../../lib/api-error';
import { idFromIri, isUuid, type CustomerResource as ResourceName } from './iri';

/** The caller's customer id; 404 when the user has no customer data (deleted on its own). */
export function myCustomerId(request: FastifyRequest): string {
  const id = request.customer?.customerId;
  if (!id) throw notFound('the logged-in user has no customer data', 'customer_not_found');
  return id;
}

/**
 * The id a request names, by path (`/addresses/<id>`) or by IRI in the body. An IRI that is not
 * one of this resource is a 400 naming the field; whether the id belongs to the caller is checked
 * by the query that reads or writes it (another customer's resource is simply not found).
 */
export function targetId(
  resource: ResourceName,
  pathId: string | undefined,
  iris: Record<string, string | undefined>,
): string {
  if (pathId !== undefined) {
    if (!isUuid(pathId.toLowerCase())) throw notFound(`no such ${resource}`);
    return pathId.toLowerCase();
  }
  for (const [field, value] of Object.entries(iris)) {
    if (value === undefined) continue;
    const id = idFromIri(value, resource);
    if (!id)
      throw badRequest('validation', `invalid body: ${field}: not an IRI of ${resource}`, { [field]: 'iri_invalid' });
    return id;
  }
  const field = Object.keys(iris)[0]!;
  throw badRequest('validation', `invalid body: ${field}: required`, { [field]: 'required' });
}

/** A customer IRI in the body must be the caller's own. */
export function checkCustomerIri(request: FastifyRequest, value: string | undefined, field = 'customerIri'): void {
  if (value === undefined) return;
  const id = idFromIri(value, 'customers');
  if (!id) throw badRequest('validation', `invalid body: ${field}: not a customer IRI`, { [field]: 'iri_invalid' });
  if (id !== request.customer?.customerId) throw notFound('no such customer', 'customer_not_found');
}

export function notFoundIfEmpty<T>(items: T[], resource: string): T {
  if (!items[0]) throw notFound(`no such ${resource}`);
  return items[0];
}

/** A zod error of a merged resource, as the 400 the error handler would give for a body. */
export function fieldErrors(error: z.ZodError, prefix: string): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return badRequest('validation', `invalid body: ${summary}`, fields);
}
