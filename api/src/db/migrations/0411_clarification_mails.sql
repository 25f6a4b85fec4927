-- Clarification mails leave through an outbox: each mail is a row written in the same
-- transaction as the change it reports (opened, a reminder, the answer, the expiry). Delivery runs
-- after the commit and claims the row first, so two instances never send one mail twice; a mail
-- that fails waits and is tried again by the deadline job. A reminder exists once per number
-- (the unique key), so no customer is reminded twice for the same day.
create table clarification_mails (
  id bigint generated always as identity primary key,
  clarification_id text not null references clarifications (id) on delete cascade,
  kind text not null check (kind in ('opened', 'reminder', 'accepted', 'declined', 'expired')),
  reminder integer not null default 0,                   -- 1, 2, ... for reminders, else 0
  status text not null default 'pending' check (status in ('pending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  unique (clarification_id, kind, reminder)
);
create index clarification_mails_due_idx on clarification_mails (next_attempt_at) where status = 'pending';
