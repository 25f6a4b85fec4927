-- Clarifications: when inspection finds a device in a different condition than the
-- customer declared, the back office opens a clarification with a counter-offer. The customer
-- accepts or declines before the deadline; silence is never acceptance (the deadline declines and
-- the device goes back free of charge). Each step is also written to trade_status_history.
create table clarifications (
  id text primary key,                                   -- the {id} of the links: random, unguessable
  trade_id bigint not null references trades (id) on delete cascade,
  trade_number text not null,
  country text not null check (country in ('at', 'de', 'es', 'fr', 'it')),
  locale text not null,
  status text not null check (status in ('open', 'accepted', 'declined', 'expired')),
  offer_id text not null unique,                         -- the counter-offer: {offerid} of the quick-answer link
  original_total numeric(12, 2) not null,
  deduction_total numeric(12, 2) not null check (deduction_total >= 0),
  new_total numeric(12, 2) not null check (new_total >= 0),
  note text,                                             -- the inspector's words to the customer
  deadline timestamptz not null,
  next_reminder_at timestamptz,
  reminders_sent integer not null default 0,
  opened_by text not null default 'admin',
  answered_at timestamptz,
  answer_channel text check (answer_channel in ('page', 'quick_answer', 'deadline')),
  shop_origin text not null,                             -- the shop whose links the mails carry
  created_at timestamptz not null default now()
);
-- At most one open clarification per trade.
create unique index clarifications_open_trade_idx on clarifications (trade_id) where status = 'open';
create index clarifications_due_idx on clarifications (deadline) where status = 'open';
create index clarifications_reminder_idx on clarifications (next_reminder_at) where status = 'open';

-- Per device of the trade: what the customer declared, what we found, each deduction and the new price.
create table clarification_items (
  clarification_id text not null references clarifications (id) on delete cascade,
  position integer not null,                             -- trade_items.position
  device_name text not null,
  declared_condition jsonb not null,                     -- the trade item's condition summary
  findings jsonb not null,                               -- finding codes (config CLARIFICATION_FINDINGS)
  found_note text,
  deductions jsonb not null,                             -- [{ reason: finding code, amount }]
  original_price numeric(12, 2) not null,
  new_price numeric(12, 2) not null check (new_price >= 0),
  primary key (clarification_id, position)
);
