-- Health of remote versions as customers' browsers measured it: loads, failures (the version did not load),
-- errors (it loaded and threw while rendering) and histograms of the time until mounted and of the Web
-- Vitals, summed per country, remote, version and 5-minute bucket, so the data stays small under any traffic.
create table release_health (
  country text not null,
  remote text not null,
  version text not null,
  bucket timestamptz not null,
  loads integer not null default 0,
  failures integer not null default 0,
  errors integer not null default 0,
  mount_bins integer[] not null,
  lcp_bins integer[] not null,
  inp_bins integer[] not null,
  cls_bins integer[] not null,
  -- Distinct anonymous clients that reported, and those of them that reported a failure or an error.
  clients integer not null default 0,
  failing_clients integer not null default 0,
  primary key (country, remote, version, bucket)
);
create index release_health_bucket_idx on release_health (bucket);

-- Who reported in a bucket, as a salted hash of the address that changes every day: one client's share of a
-- bucket is capped, and the guard counts distinct clients. Kept only as long as the buckets are read.
create table release_health_clients (
  country text not null,
  remote text not null,
  version text not null,
  bucket timestamptz not null,
  client text not null,
  events integer not null default 0,
  failed boolean not null default false,
  primary key (country, remote, version, bucket, client)
);
create index release_health_clients_bucket_idx on release_health_clients (bucket);

-- The canary guard's settings per country (defaults in the code for a country without a row).
create table release_guard_settings (
  country text primary key,
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);
