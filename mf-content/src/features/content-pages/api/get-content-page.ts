import * as z from 'zod/mini';
import type { CountryCode } from 'config';
import { http } from 'shared/http';

const pageSchema = z.object({
  id: z.string(),
  attributes: z.object({
    pageKey: z.string(),
    slug: z.string(),
    title: z.string(),
    metaDescription: z.string(),
    body: z.string(),
    updatedAt: z.string(),
  }),
});
const listSchema = z.object({ data: z.array(pageSchema) });
export type ContentPage = z.infer<typeof pageSchema>['attributes'];

/** The content page of a country by its slug, or null when the country has no such page. */
export async function getContentPage(
  country: CountryCode,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentPage | null> {
  const doc = await http.get('/api/cms/content-pages', {
    params: { 'filter[country]': country, 'filter[slug]': slug },
    headers: { Accept: 'application/vnd.api+json' },
    schema: listSchema,
    signal,
  });
  return doc.data[0]?.attributes ?? null;
}
