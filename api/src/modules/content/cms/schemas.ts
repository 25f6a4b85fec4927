import * as z from 'zod';
import { CONTENT_PAGE_KEYS, COUNTRY_CODES, LOCALES, SHOP_MODES } from 'config';
import { DEVICE_CATEGORY_KEYS } from 'config/content';
import { resourceSchema } from './json-api';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The device categories the shop buys; the home page shows them as "what we buy". */
export const CATEGORY_KEYS = DEVICE_CATEGORY_KEYS;
export const TRUST_ICONS = [
  'shipping',
  'payout',
  'erasure',
  'guarantee',
  'inspection',
  'support',
  'eco',
  'business',
] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;
export const MENU_KEYS = ['help', 'social'] as const;

/** A calendar day, YYYY-MM-DD, that exists. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'a day that exists',
  );

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
  .max(80);

/** The home page of one country and shop mode: every section's texts. Which sections show is the country's flags. */
export const homeDocumentSchema = z.object({
  hero: z.object({ title: text(120), lead: text(400), highlights: z.array(text(80)).max(4) }),
  categories: z.object({
    title: text(120),
    items: z
      .array(z.object({ key: z.enum(CATEGORY_KEYS), slug, title: text(60), text: text(200) }))
      .min(1)
      .max(12),
  }),
  steps: z.object({ title: text(120), items: z.array(z.object({ title: text(80), text: text(300) })).length(3) }),
  trust: z.object({
    title: text(120),
    items: z
      .array(z.object({ icon: z.enum(TRUST_ICONS), title: text(80), text: text(240) }))
      .min(1)
      .max(6),
  }),
  reviews: z
    .object({
      title: text(120),
      rating: z.number().min(1).max(5),
      count: z.number().int().min(0),
      items: z
        .array(
          z.object({
            author: text(60),
            city: text(60).optional(),
            rating: z.number().int().min(1).max(5),
            date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            device: text(80).optional(),
            text: text(600),
          }),
        )
        .max(20),
    })
    .nullable(),
  newsletter: z.object({ title: text(120), text: text(400) }).nullable(),
  video: z
    .object({
      title: text(120),
      text: text(400),
      /** The captions, also the transcript shown under the video. Seconds from the start. */
      captions: z
        .array(z.object({ start: z.number().min(0), end: z.number().min(0), text: text(240) }))
        .min(1)
        .max(60),
    })
    .nullable(),
  b2bTeaser: z.object({ title: text(120), text: text(400) }).nullable(),
  /**
   * The home banner (countries with the home-banner flag): a campaign or a service note under the
   * hero, with an optional link to a page of the shop, shown from `from` to `until` (whole days,
   * both included; either may be left open). Absent or null: no banner.
   */
  banner: z
    .object({
      title: text(120),
      text: text(300),
      link: z
        .object({
          label: text(60),
          route: z.object({
            name: z
              .string()
              .regex(/^[A-Za-z][A-Za-z0-9]*$/)
              .max(60),
            params: z.record(z.string().regex(/^[A-Za-z]+$/), z.string().max(120)).optional(),
          }),
        })
        .optional(),
      from: isoDay.optional(),
      until: isoDay.optional(),
    })
    .refine((b) => !b.from || !b.until || b.from <= b.until, {
      message: 'from must not be after until',
      path: ['until'],
    })
    .nullable()
    .optional(),
});
export type HomeDocument = z.infer<typeof homeDocumentSchema>;

/** A link of a menu: to a shop route by name (the page resolves the country's path) or to a web address. */
export const menuItemSchema = z
  .object({
    label: text(80),
    route: z
      .object({
        name: z
          .string()
          .regex(/^[A-Za-z][A-Za-z0-9]*$/)
          .max(60),
        params: z.record(z.string().regex(/^[A-Za-z]+$/), z.string().max(120)).optional(),
      })
      .optional(),
    url: z
      .string()
      .url()
      .max(500)
      .refine((u) => u.startsWith('https://'), 'https only')
      .optional(),
    icon: z.enum(SOCIAL_NETWORKS).optional(),
  })
  .refine((item) => Boolean(item.route) !== Boolean(item.url), 'an item links either to a route or to a url');
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuItemsSchema = z.array(menuItemSchema).max(30);

export const countrySchema = z.enum(COUNTRY_CODES);
export const shopModeSchema = z.enum(SHOP_MODES);
export const localeSchema = z.enum(LOCALES);
export const pageKeySchema = z.enum(CONTENT_PAGE_KEYS);

export const contentPageAttributesSchema = z.object({
  country: countrySchema,
  locale: localeSchema,
  pageKey: pageKeySchema,
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const homePageAttributesSchema = homeDocumentSchema.extend({
  country: countrySchema,
  shopMode: shopModeSchema,
  locale: localeSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});

export const menuAttributesSchema = z.object({
  country: countrySchema,
  shopMode: shopModeSchema,
  key: z.enum(MENU_KEYS),
  items: menuItemsSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});

export const contentPageResource = resourceSchema('content-pages', contentPageAttributesSchema);
export const menuResource = resourceSchema('menus', menuAttributesSchema);
export const homePageResource = resourceSchema('home-pages', homePageAttributesSchema);

export const resourceIdParams = z.object({ id: z.string().max(80) });

export const filterQuery = z.object({
  'filter[country]': countrySchema.optional(),
  'filter[shopMode]': shopModeSchema.optional(),
  'filter[slug]': z.string().max(120).optional(),
  'filter[key]': z.enum(MENU_KEYS).optional(),
  'fields[content-pages]': z
    .string()
    .max(200)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)
    .optional(),
  include: z.literal('menus').optional(),
});

/** A JSON:API PATCH body: the resource's identifier and the attributes to change. */
export const patchDocument = <A extends z.ZodType>(attributes: A) =>
  z.object({ data: z.object({ type: z.string(), id: z.string(), attributes }) });

export const contentPagePatchSchema = patchDocument(
  z
    .object({
      title: z.string().trim().min(1).max(160).optional(),
      metaDescription: z.string().trim().max(320).optional(),
      body: z.string().min(1).max(200_000).optional(),
    })
    .strict(),
);
export const menuPatchSchema = patchDocument(z.object({ items: menuItemsSchema }).strict());
export const homePagePatchSchema = patchDocument(homeDocumentSchema.partial().strict());
