import * as z from 'zod';
import { http } from 'shared/http';

/** DELETE /api/account/deleteUser: customer data and user together, or neither. */
export function deleteAccount(customerId: string, customerIdentifier: string) {
  return http.call({
    method: 'DELETE',
    url: '/api/account/deleteUser',
    data: { customerId, customerIdentifier },
    auth: true,
    schema: z.object({ deleted: z.literal(true) }),
  });
}
