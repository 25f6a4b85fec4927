import * as z from 'zod/mini';
import { DEVICE_CATEGORY_KEYS } from 'config/content';

// The home page document of the content JSON:API. It loads beside the request (http's lazy
// schema), not with the page: zod is not needed before the home page's first render.

const text = z.string();
const categorySchema = z.object({ key: z.enum(DEVICE_CATEGORY_KEYS), slug: text, title: text, text });
export const menuItemSchema = z.object({
  label: text,
  route: z.optional(z.object({ name: text, params: z.optional(z.record(z.string(), z.string())) })),
  url: z.optional(text),
  icon: z.optional(z.enum(['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'])),
});

export const homeAttributes = z.object({
  hero: z.object({ title: text, lead: text, highlights: z.array(text) }),
  categories: z.object({ title: text, items: z.array(categorySchema) }),
  steps: z.object({ title: text, items: z.array(z.object({ title: text, text })) }),
  trust: z.object({ title: text, items: z.array(z.object({ icon: text, title: text, text })) }),
  reviews: z.nullable(
    z.object({
      title: text,
      rating: z.number(),
      count: z.number(),
      items: z.array(
        z.object({
          author: text,
          city: z.optional(text),
          rating: z.number(),
          date: text,
          device: z.optional(text),
          text,
        }),
      ),
    }),
  ),
  newsletter: z.nullable(z.object({ title: text, text })),
  video: z.nullable(
    z.object({ title: text, text, captions: z.array(z.object({ start: z.number(), end: z.number(), text })) }),
  ),
  b2bTeaser: z.nullable(z.object({ title: text, text })),
  banner: z.optional(
    z.nullable(
      z.object({
        title: text,
        text,
        link: z.optional(
          z.object({
            label: text,
            route: z.object({ name: text, params: z.optional(z.record(z.string(), z.string())) }),
          }),
        ),
        from: z.optional(text),
        until: z.optional(text),
      }),
    ),
  ),
});

export const documentSchema = z.object({
  data: z.object({ id: text, attributes: homeAttributes }),
  included: z.optional(
    z.array(
      z.object({
        type: z.literal('menus'),
        id: text,
        attributes: z.object({ key: text, items: z.array(menuItemSchema) }),
      }),
    ),
  ),
});
