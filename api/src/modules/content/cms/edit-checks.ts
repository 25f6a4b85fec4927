import { CONTENT_PAGE_SLUGS, findRoute, type CountryCode } from 'config';
import { JsonApiError } from './json-api';
import type { MenuItem } from './schemas';

/** A menu's route links must exist in the country's route table, with the parameters they need. */
export function checkMenuRoutes(
  country: CountryCode,
  items: Pick<MenuItem, 'route'>[],
  pointerOf = (index: number) => `/data/attributes/items/${index}/route`,
): void {
  items.forEach((item, index) => {
    if (!item.route) return;
    const route = findRoute(country, item.route.name);
    const pointer = pointerOf(index);
    if (!route)
      throw new JsonApiError(422, 'unknown_route', `route "${item.route.name}" does not exist in ${country}`, {
        pointer,
      });
    for (const p of route.params) {
      if (!item.route.params?.[p.name])
        throw new JsonApiError(422, 'missing_route_param', `route "${item.route.name}" needs "${p.name}"`, { pointer });
    }
    if (route.base === 'content') {
      const slug = item.route.params?.content ?? '';
      if (!Object.values(CONTENT_PAGE_SLUGS[country]).includes(slug)) {
        throw new JsonApiError(422, 'unknown_content_page', `no content page "${slug}" in ${country}`, { pointer });
      }
    }
  });
}

/** The identifier in the body must name the resource of the URL (JSON:API: 409 otherwise). */
export function checkIdentity(body: { data: { type: string; id: string } }, type: string, id: string): void {
  if (body.data.type !== type)
    throw new JsonApiError(409, 'type_mismatch', `data.type must be "${type}"`, { pointer: '/data/type' });
  if (body.data.id !== id)
    throw new JsonApiError(409, 'id_mismatch', `data.id must be "${id}"`, { pointer: '/data/id' });
}
