-- Offers: the contract between the catalogue (which issues them) and checkout (which turns them
-- into trades). The price is computed and stored by the server; a trade is created only from
-- offer ids found here, never from a price the browser sends.
create table offers (
  id text primary key,                          -- e.g. 'of_' + 20 random base32 characters
  device_id text not null,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  currency text not null default 'EUR',
  price numeric(10, 2) not null check (price > 0),
  answers jsonb not null,                       -- { questionCode: answerCode, ... } as given
  condition_summary jsonb not null default '[]'::jsonb, -- answer codes in question order, for display
  device_snapshot jsonb not null,               -- name, model, url, category, manufacturer, image at offer time
  client_id text,
  created_at timestamptz not null default now(),
  valid_until timestamptz not null
);
create index offers_device_idx on offers (device_id);
create index offers_valid_until_idx on offers (valid_until);
