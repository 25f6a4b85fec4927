-- Remote versions that failed in customers' browsers: the host reports each fallback to
-- another version and each region left showing its fallback message; the release page counts them.
create table release_load_reports (
  id bigserial primary key,
  reported_at timestamptz not null default now(),
  country text not null,
  remote text not null,
  version text not null,
  kind text not null check (kind in ('fallback', 'failed')),
  fell_back_to text,
  message text not null
);
create index release_load_reports_recent_idx on release_load_reports (reported_at, country, remote, version);
