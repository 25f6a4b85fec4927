import { http } from 'shared/http';

/** PATCH /api/customers/people: the spec names the person's fields `address`. */
export function patchPerson(
  peopleIri: string,
  customerIri: string,
  person: { salutation: string; firstName: string; lastName: string; birthdate: string | null },
) {
  return http.patch('/api/customers/people', { address: person, peopleIri, customerIri }, { auth: true });
}
