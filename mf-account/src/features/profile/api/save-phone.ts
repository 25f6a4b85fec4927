import { http } from 'shared/http';

/** Adds the phone number (POST) or changes it (PATCH with its IRI). */
export function savePhone(customerIri: string, phone: string, phoneIri: string | null) {
  return phoneIri
    ? http.patch('/api/customers/phone_contacts', { phone, phoneIri, customerIri }, { auth: true })
    : http.post('/api/customers/phone_contacts', { phone, customerIri }, { auth: true });
}
