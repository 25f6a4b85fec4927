-- Release state in the database, shared by every API instance (the command line changes it through the
-- API): each country's manifest (the pin of each remote, its canary, last known good and earlier pins) and
-- the audit log of every change. A change is one transaction: the manifest row is locked, rewritten and its audit entry
-- inserted together.
create table release_manifests (
  country text primary key,
  revision integer not null default 0,
  updated_at timestamptz,
  remotes jsonb not null
);

create table release_audit (
  id uuid primary key,
  at timestamptz not null default now(),
  country text not null,
  remote text not null,
  action text not null,
  -- Who: the signed-in person, 'admin token' (with whom it acts for) or the canary guard.
  by text not null,
  via text not null,
  actor_kind text not null check (actor_kind in ('person', 'token', 'guard')),
  reason text not null,
  from_state jsonb not null,
  to_state jsonb not null,
  revision integer not null
);
create index release_audit_country_idx on release_audit (country, at desc);

-- People who may see or change releases, with their role; passwords as Argon2id hashes.
create table release_users (
  id uuid primary key,
  username text not null unique,
  display_name text not null,
  password_hash text,
  role text not null check (role in ('viewer', 'release-manager', 'admin')),
  -- Countries a release manager may change; null: every country.
  countries jsonb,
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);

-- Server-side sessions of the release page: the cookie holds a random token, the table its SHA-256.
create table release_sessions (
  token_hash text primary key,
  user_id uuid not null references release_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index release_sessions_user_idx on release_sessions (user_id);
