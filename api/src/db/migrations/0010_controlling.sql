-- Controlling events (spec section 7): what the business measures about offers and trades.
create table controlling_events (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  client_id text,
  application_id text not null,
  url text not null,
  event_name text not null,
  event_data jsonb not null default '{}'::jsonb
);
create index controlling_events_name_idx on controlling_events (event_name, received_at);

-- Client ids handed out by GET /api/client-id (the affiliate call).
create table client_ids (
  client_id text primary key,
  created_at timestamptz not null default now()
);
