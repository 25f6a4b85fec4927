import * as z from 'zod/mini';
import type { CountryCode } from 'config';
import type { B2BDeviceCount, DeviceCategoryKey } from 'config/content';
import { http } from 'shared/http';

export interface B2BEnquiry {
  country: CountryCode;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  deviceCount: B2BDeviceCount;
  deviceTypes: DeviceCategoryKey[];
  message: string;
  website: string;
  formToken: string;
}

export async function sendEnquiry(enquiry: B2BEnquiry): Promise<string | null> {
  const { reference } = await http.post('/api/b2b/enquiries', enquiry, {
    schema: z.object({ reference: z.nullable(z.string()) }),
    retries: 0,
  });
  return reference;
}
