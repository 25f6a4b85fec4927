/**
 * IRIs of the customer resources (`/api/customers/addresses/<id>`): every resource names itself
 * with one, and requests name the resource they change with one.
 */
export const CUSTOMER_RESOURCES = [
  'customers',
  'addresses',
  'bank_accounts',
  'paypal_accounts',
  'customer_payment_accounts',
  'phone_contacts',
  'people',
] as const;
export type CustomerResource = (typeof CUSTOMER_RESOURCES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function iri(resource: CustomerResource, id: string): string {
  return `/api/customers/${resource}/${id}`;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The id an IRI names, if it is an IRI of that resource; null otherwise. A full URL is accepted
 * too (clients that resolve IRIs against the origin), as long as its path is the IRI.
 */
export function idFromIri(value: string, resource: CustomerResource): string | null {
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  const prefix = `/api/customers/${resource}/`;
  if (!path.startsWith(prefix)) return null;
  const id = path.slice(prefix.length).toLowerCase();
  return isUuid(id) ? id : null;
}
