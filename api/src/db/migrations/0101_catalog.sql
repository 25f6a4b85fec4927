-- The catalogue: categories -> manufacturers (a brand within a category) -> series ->
-- devices, with names, urls (slugs) and meta fields per language, a base price per device and
-- country, and each category's condition questions with the effect of every answer on the price.
-- The search service reads all of it into an in-memory index per process (modules/catalog).

create table catalog_brands (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null                                   -- a brand is named the same in every language
);

create table catalog_categories (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null,
  icon text not null check (icon in ('phone', 'tablet', 'laptop', 'camera', 'lens', 'camcorder', 'console', 'monitor'))
);

create table catalog_manufacturers (
  id text primary key,                                 -- '<category>.<brand>'
  category_id text not null references catalog_categories (id) on delete cascade,
  brand_id text not null references catalog_brands (id),
  position integer not null,
  is_top boolean not null default false,
  unique (category_id, brand_id)
);

create table catalog_series (
  id text primary key,                                 -- '<category>.<brand>.<series>'
  manufacturer_id text not null references catalog_manufacturers (id) on delete cascade,
  position integer not null,
  is_top boolean not null default false
);
create index catalog_series_manufacturer_idx on catalog_series (manufacturer_id);

-- Texts of categories, manufacturers and series in one table, so that a url is unique per
-- language across all three: the sell route resolves any of them ('find a category by url').
create table catalog_node_texts (
  node_kind text not null check (node_kind in ('category', 'manufacturer', 'series')),
  node_id text not null,
  locale text not null check (locale in ('de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT')),
  name text not null check (length(name) between 1 and 200),
  url text not null check (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(url) <= 200),
  content text not null,
  meta_description text not null,
  meta_keywords text not null,
  primary key (node_kind, node_id, locale),
  unique (locale, url)
);

create table catalog_devices (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  series_id text not null references catalog_series (id) on delete cascade,
  model text not null check (model !~ '[[:cntrl:]]'), -- as the maker names it: 'iPhone 13'
  variant_code text,                                   -- '128gb', 'body', 'sony-e'; null when the model has none
  release_year smallint not null check (release_year between 1990 and 2100),
  release_month smallint not null check (release_month between 1 and 12),
  position integer not null default 0,
  active boolean not null default true                 -- inactive devices are neither found nor priced
);
create index catalog_devices_series_idx on catalog_devices (series_id);

create table catalog_device_texts (
  device_id text not null references catalog_devices (id) on delete cascade,
  locale text not null check (locale in ('de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT')),
  -- No control characters: the search index reads these packed with separators (catalog-snapshot.ts).
  name text not null check (length(name) between 1 and 300 and name !~ '[[:cntrl:]]'),
  url text not null check (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(url) <= 300),
  search_terms text[] not null default '{}' check (array_to_string(search_terms, ' ') !~ '[[:cntrl:]]'), -- 'iphone13', 's23 ultra'
  meta_description text not null,
  meta_keywords text not null,
  primary key (device_id, locale),
  unique (locale, url)
);

-- What we pay for a flawless device in each country, before the answers' effects (EUR).
create table catalog_device_prices (
  device_id text not null references catalog_devices (id) on delete cascade,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  base_price numeric(10, 2) not null check (base_price > 0),
  primary key (device_id, country)
);

create table catalog_questions (
  id text primary key,                                 -- '<category>.<code>'
  category_id text not null references catalog_categories (id) on delete cascade,
  code text not null check (code ~ '^[a-z][a-z0-9_]*$'),
  position integer not null,
  -- Asked only after this answer of an earlier question (no battery question for a dead phone).
  requires_question text,
  requires_answer text,
  unique (category_id, code)
);

create table catalog_question_texts (
  question_id text not null references catalog_questions (id) on delete cascade,
  locale text not null check (locale in ('de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT')),
  question text not null,
  description text not null default '',
  primary key (question_id, locale)
);

create table catalog_answers (
  id text primary key,                                 -- '<category>.<question>.<code>'
  question_id text not null references catalog_questions (id) on delete cascade,
  code text not null check (code ~ '^[a-z][a-z0-9_]*$'),
  position integer not null,
  -- factor: price x value; adjust: price + value EUR; reject: we cannot buy it; none: no effect.
  effect text not null check (effect in ('none', 'factor', 'adjust', 'reject')),
  effect_value numeric(10, 4),
  reject_reason text,
  unique (question_id, code),
  check (
    (effect = 'factor' and effect_value > 0 and effect_value <= 1 and reject_reason is null)
    or (effect = 'adjust' and effect_value is not null and reject_reason is null)
    or (effect = 'reject' and effect_value is null and reject_reason is not null)
    or (effect = 'none' and effect_value is null and reject_reason is null)
  )
);

create table catalog_answer_texts (
  answer_id text not null references catalog_answers (id) on delete cascade,
  locale text not null check (locale in ('de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT')),
  text text not null,
  primary key (answer_id, locale)
);

-- One row: the catalogue's version. Every change bumps it; each API process rebuilds its
-- search index when it sees a new version.
create table catalog_state (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  updated_at timestamptz not null default now()
);
insert into catalog_state (id, version) values (true, 0);
