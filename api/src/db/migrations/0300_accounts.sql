-- Customer accounts: the login identity ("user") and the customer data kept apart, as
-- the spec's two services are (account: login, tokens; customers: person, address, payout).
-- Deleting an account removes both, in one transaction.

-- The login identity. `id` is the customer identifier of the spec (deleteUser's
-- customerIdentifier, the identifier header of activateCustomerByIdentifier).
create table account_users (
  id uuid primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  enabled boolean not null default true,
  email_verified boolean not null default false,
  required_actions jsonb not null default '[]'::jsonb,
  groups jsonb not null default '[]'::jsonb,
  locale text not null check (locale in ('de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT')),
  -- Raised on password change, reset and deletion: access tokens carry the version they were
  -- issued under, so every older token stops working at once.
  token_version integer not null default 1,
  created_at timestamptz not null default now(),
  activated_at timestamptz,
  password_changed_at timestamptz not null default now(),
  check (email = lower(email)),
  check (username = lower(username))
);
create unique index account_users_email_idx on account_users (email);
create unique index account_users_username_idx on account_users (username);

-- Single-use tokens sent by mail (activation, password reset). Only a SHA-256 of the token is
-- stored, so a leaked table cannot be used to activate or take over accounts.
create table account_mail_tokens (
  id bigserial primary key,
  user_id uuid not null references account_users (id) on delete cascade,
  purpose text not null check (purpose in ('activation', 'password_reset')),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_mail_tokens_user_idx on account_mail_tokens (user_id, purpose);

-- Rotating refresh tokens. Each login starts a family; each refresh uses one token up and issues
-- the next in the same family. Presenting a used token again means it was copied: the whole
-- family is revoked. Only a SHA-256 of the token is stored.
create table account_refresh_tokens (
  id bigserial primary key,
  user_id uuid not null references account_users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  remember boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- The family ends at this time whatever happens (absolute session lifetime).
  family_expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index account_refresh_tokens_family_idx on account_refresh_tokens (family_id);
create index account_refresh_tokens_user_idx on account_refresh_tokens (user_id);

-- Customer numbers: sequential, shown on labels and in letters; not a secret.
create sequence customer_number_seq start with 10000001;

-- The customer data. One per user; removed with the user (or alone, by DELETE /api/customers/customers).
create table customers (
  id uuid primary key,
  user_id uuid not null unique references account_users (id) on delete cascade,
  customer_number text not null unique,
  email text not null,
  locale text not null,
  -- pending until activateCustomerByIdentifier (or the first login after the e-mail was confirmed)
  status text not null default 'pending' check (status in ('pending', 'active')),
  -- The payout account saved last: checkout prefills it.
  payout_method text check (payout_method in ('bank', 'paypal')),
  created_at timestamptz not null default now(),
  activated_at timestamptz,
  updated_at timestamptz not null default now()
);

create table customer_people (
  id uuid primary key,
  customer_id uuid not null unique references customers (id) on delete cascade,
  salutation text check (salutation in ('mr', 'ms', 'none')),
  first_name text not null,
  last_name text not null,
  birthdate date,
  updated_at timestamptz not null default now()
);

-- One postal address per customer: where the shipping label comes from and letters go to.
create table customer_addresses (
  id uuid primary key,
  customer_id uuid not null unique references customers (id) on delete cascade,
  salutation text check (salutation in ('mr', 'ms', 'none')),
  first_name text not null,
  last_name text not null,
  street text not null,
  house_number text not null,
  addition text,
  zip text not null,
  city text not null,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customer_phone_contacts (
  id uuid primary key,
  customer_id uuid not null unique references customers (id) on delete cascade,
  phone text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customer_bank_accounts (
  id uuid primary key,
  customer_id uuid not null unique references customers (id) on delete cascade,
  account_holder text not null,
  iban text not null,
  bic text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table customer_paypal_accounts (
  id uuid primary key,
  customer_id uuid not null unique references customers (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A payout account of the customer (spec: paymentType INVOICE, isPrimary false): a bank account
-- or a PayPal account, never both.
create table customer_payment_accounts (
  id uuid primary key,
  customer_id uuid not null references customers (id) on delete cascade,
  payment_type text not null default 'INVOICE' check (payment_type = 'INVOICE'),
  is_primary boolean not null default false,
  bank_account_id uuid unique references customer_bank_accounts (id) on delete cascade,
  paypal_account_id uuid unique references customer_paypal_accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((bank_account_id is null) <> (paypal_account_id is null))
);
create index customer_payment_accounts_customer_idx on customer_payment_accounts (customer_id);
