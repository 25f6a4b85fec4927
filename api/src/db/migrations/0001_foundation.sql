-- Shared state that must outlive a process and be seen by every instance when no Redis is
-- configured: counters for rate limits and short-lived keys (see plugins/shared-state.ts).
create table shared_counters (
  key text not null,
  window_start bigint not null,
  count integer not null default 0,
  expires_at timestamptz not null,
  primary key (key, window_start)
);
create index shared_counters_expires_idx on shared_counters (expires_at);

create table shared_values (
  key text primary key,
  value jsonb not null,
  expires_at timestamptz not null
);
create index shared_values_expires_idx on shared_values (expires_at);

-- Every mail the shop sent or tried to send, for support and for retries.
create table mail_log (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  recipient text not null,
  subject text not null,
  kind text not null,
  transport text not null,
  location text,
  error text
);
