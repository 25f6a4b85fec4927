import { http } from 'shared/http';

export interface AddressPatch {
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  addition: string;
  zip: string;
  city: string;
  country: string;
}

/** PATCH /api/customers/addresses, naming the address by its IRI. */
export function patchAddress(addressIri: string, customerIri: string, address: AddressPatch) {
  return http.patch(
    '/api/customers/addresses',
    { address: { '@id': addressIri, ...address, addition: address.addition || null }, customerIri },
    { auth: true },
  );
}
