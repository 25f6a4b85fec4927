-- Content management: the static pages, the home page data and the menus of each
-- country and shop mode. Rows are seeded when missing (modules/content/cms/seed.ts), never
-- overwritten, so what editors change survives deployments. Stored HTML is sanitized.
create table cms_content_pages (
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  page_key text not null,
  slug text not null,
  title text not null,
  meta_description text not null default '',
  body_html text not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (country, page_key),
  unique (country, slug)
);

create table cms_home_pages (
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  shop_mode text not null check (shop_mode in ('default', 'b2bWidget', 'agan', 'aganwidget')),
  document jsonb not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (country, shop_mode)
);

create table cms_menus (
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  shop_mode text not null check (shop_mode in ('default', 'b2bWidget', 'agan', 'aganwidget')),
  menu_key text not null,
  items jsonb not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (country, shop_mode, menu_key)
);

-- Every edit, with what the resource looked like afterwards: who changed what, and a way back.
create table cms_revisions (
  id bigserial primary key,
  resource_type text not null,
  resource_id text not null,
  version integer not null,
  snapshot jsonb not null,
  edited_by text not null,
  edited_at timestamptz not null default now()
);
create index cms_revisions_resource_idx on cms_revisions (resource_type, resource_id, version);

-- Contact form enquiries, mailed to the country's contact recipient.
create table contact_requests (
  id bigserial primary key,
  reference text not null unique,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  locale text not null,
  subject text not null,
  name text not null,
  email text not null,
  trade_number text,
  message text not null,
  client_ip text,
  created_at timestamptz not null default now()
);
create index contact_requests_created_idx on contact_requests (created_at);

-- Newsletter subscribers with double opt-in. `email_hash` is a random token (not derived from the
-- address), the subscriber's key in enrich and unsubscribe links.
create table newsletter_subscribers (
  id bigserial primary key,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  locale text not null,
  email text not null,
  email_hash text not null unique,
  status text not null check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  source text not null,
  consent_text_version text not null,
  consented_at timestamptz not null,
  consent_ip text,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  unsubscribe_reason text,
  salutation text,
  first_name text,
  last_name text,
  interests jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (country, email)
);

-- Business enquiries from the B2B landing page, mailed to the country's business team.
create table b2b_enquiries (
  id bigserial primary key,
  reference text not null unique,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  company text not null,
  contact_name text not null,
  email text not null,
  phone text,
  device_count text not null,
  device_types jsonb not null,
  message text,
  client_ip text,
  created_at timestamptz not null default now()
);
