-- Trades: what a customer sends us after checkout. A trade is created only from offers
-- the server issued (table offers); every amount here is computed by the server.
-- Columns are documented in docs/architecture.md (accounts read trades for the trade history;
-- clarifications append steps to trade_status_history).

-- Vouchers: codes the back office creates (POST /api/admin/vouchers). A voucher adds a bonus to
-- the payout: a percentage of the cart value (capped by max_bonus) or a fixed amount.
create table vouchers (
  code text primary key check (code = upper(code) and code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  kind text not null check (kind in ('percent', 'fixed')),
  value numeric(10, 2) not null check (value > 0 and (kind <> 'percent' or value <= 100)),
  max_bonus numeric(10, 2) check (max_bonus is null or max_bonus > 0),
  min_cart_value numeric(10, 2) not null default 0 check (min_cart_value >= 0),
  valid_from timestamptz not null default now(),
  valid_until timestamptz not null,
  max_redemptions integer check (max_redemptions is null or max_redemptions > 0),
  redemptions integer not null default 0,
  active boolean not null default true,
  description text not null default '',
  created_at timestamptz not null default now(),
  check (valid_until > valid_from)
);

create table trades (
  id bigint generated always as identity primary key,   -- transactionId in the browser
  trade_number text not null unique,                      -- 10 digits, Luhn check digit; on label, mails, calls
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  locale text not null,                                   -- language of mails and label
  shop_mode text not null,
  status text not null default 'created'
    check (status in ('created', 'received', 'inspected', 'clarification', 'accepted', 'declined', 'returned', 'paid', 'cancelled')),
  status_changed_at timestamptz not null default now(),
  currency text not null default 'EUR',
  items_total numeric(12, 2) not null check (items_total > 0),   -- sum of truncated lines
  voucher_code text references vouchers (code),
  voucher_bonus numeric(12, 2) not null default 0 check (voucher_bonus >= 0),
  payout_total numeric(12, 2) not null,                   -- items_total + voucher_bonus
  b2b boolean not null default false,
  customer_id text,                                       -- customers.id of the logged-in customer, else null
  account_user_id text,                                   -- account_users.id of the logged-in customer, else null
  email text not null,                                    -- lower-cased, for the trade history and mails
  client_id text,
  shop_origin text,                                       -- origin of the shop used (links in mails), a known host only
  confirmation_mail_status text not null default 'pending' check (confirmation_mail_status in ('pending', 'sent', 'failed')),
  confirmation_mail_attempts integer not null default 0,
  confirmation_mail_next_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index trades_customer_idx on trades (customer_id, created_at desc) where customer_id is not null;
create index trades_account_user_idx on trades (account_user_id, created_at desc) where account_user_id is not null;
create index trades_email_idx on trades (email, created_at desc);
create index trades_status_idx on trades (status, status_changed_at);
create index trades_mail_pending_idx on trades (confirmation_mail_next_at) where confirmation_mail_status = 'pending';

-- One row per offer in the trade. An offer becomes one trade at most (unique offer_id).
create table trade_items (
  trade_id bigint not null references trades (id) on delete cascade,
  position integer not null,
  offer_id text not null unique,                          -- the offer it was priced from (offers.id)
  device_id text not null,
  device_name text not null,
  device_slug text not null,
  category text not null,
  condition_id text not null,                             -- the offer's answer codes joined by '-'
  condition_summary jsonb not null,
  answers jsonb not null,                                 -- the customer's declared answers, for inspection
  unit_price numeric(10, 2) not null,
  quantity integer not null check (quantity between 1 and 100),
  line_total numeric(12, 2) not null,
  primary key (trade_id, position)
);

-- Who sells: personal data as given at checkout (a copy: the account may change later).
create table trade_customers (
  trade_id bigint primary key references trades (id) on delete cascade,
  salutation text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,                                    -- E.164
  company text,                                           -- B2B
  vat_id text                                             -- B2B, normalized (DE123456789)
);

-- Where the parcel comes from (the label's sender).
create table trade_addresses (
  trade_id bigint primary key references trades (id) on delete cascade,
  street text not null,
  house_number text not null,
  address_extra text,
  postal_code text not null,
  city text not null,
  country text not null
);

-- Where the money goes. The IBAN is stored encrypted (AES-256-GCM, PAYOUT_ENCRYPTION_KEY); only
-- its last four characters are kept readable, for display.
create table trade_payouts (
  trade_id bigint primary key references trades (id) on delete cascade,
  method text not null check (method in ('DirectDebitSwift', 'Paypal')),
  payment_type_code text not null,                        -- "13", from config
  account_holder text,
  iban_encrypted text,
  iban_last4 text,
  bic text,
  paypal_email text,
  check ((method = 'DirectDebitSwift' and iban_encrypted is not null and account_holder is not null) or
         (method = 'Paypal' and paypal_email is not null))
);

-- Every step of a trade, oldest first. A step may change the status (status <> previous_status)
-- or only record something (a mail, a reminder). Other modules append through
-- appendTradeStep() in api/src/modules/checkout/trade-steps.ts, which checks the transition.
create table trade_status_history (
  id bigint generated always as identity primary key,
  trade_id bigint not null references trades (id) on delete cascade,
  step text not null,                                     -- e.g. created, received, clarification_opened
  status text not null,                                   -- the trade's status after this step (same check as trades.status)
  previous_status text,
  actor_type text not null check (actor_type in ('customer', 'admin', 'system')),
  source text not null,                                   -- module that wrote it: checkout, admin, clarification
  note text,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index trade_status_history_trade_idx on trade_status_history (trade_id, id);

-- Idempotency-Key of each created trade, written in the same transaction as the trade: the same
-- key twice finds this row and answers with the same trade, never a second one.
create table trade_idempotency_keys (
  key text primary key,
  request_hash text not null,
  trade_id bigint references trades (id) on delete cascade,  -- set in the same transaction: never null once committed
  created_at timestamptz not null default now()
);
