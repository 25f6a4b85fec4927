-- One outbox for every mail the shop sends: trade confirmations and clarification mails (written
-- when they are sent, from their trade or clarification), and contact, B2B, newsletter and account
-- mails (written when they are asked for, kept in `message` until they are sent). A row is claimed by one process at a time (`owner`, with a lease it renews
-- while it lives), sent, and marked sent at once; a claim whose lease ran out belongs to a process
-- that died, and any instance takes it over. A mail exists once per kind and subject (the unique key).
create table mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null,                                    -- trade-confirmation, clarification-opened, ...
  subject_key text not null,                             -- what it reports: trade:<id>, clarification:<id>:<kind>:<reminder>, contact:<reference>, ...
  trade_id bigint references trades (id) on delete cascade,
  clarification_id text references clarifications (id) on delete cascade,
  reminder integer not null default 0,                   -- 1, 2, ... for clarification reminders, else 0
  message jsonb,                                         -- a mail written in advance; cleared once sent (its links may hold secrets)
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  owner text,                                            -- the process sending it (status sending)
  lease_until timestamptz,                               -- its claim, renewed while that process lives
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  unique (kind, subject_key)
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending';
create index mail_outbox_claimed_idx on mail_outbox (lease_until) where status = 'sending';
create index mail_outbox_trade_idx on mail_outbox (trade_id) where trade_id is not null;
create index mail_outbox_clarification_idx on mail_outbox (clarification_id) where clarification_id is not null;

insert into mail_outbox (kind, subject_key, trade_id, status, attempts, next_attempt_at, sent_at, created_at)
select 'trade-confirmation', 'trade:' || id, id, confirmation_mail_status, confirmation_mail_attempts,
       confirmation_mail_next_at, case when confirmation_mail_status = 'sent' then created_at end, created_at
  from trades;

insert into mail_outbox (kind, subject_key, clarification_id, reminder, status, attempts, next_attempt_at, sent_at,
                         last_error, created_at)
select 'clarification-' || kind, 'clarification:' || clarification_id || ':' || kind || ':' || reminder,
       clarification_id, reminder, status, attempts, next_attempt_at, sent_at, last_error, created_at
  from clarification_mails;

drop table clarification_mails;
alter table trades drop column confirmation_mail_status, drop column confirmation_mail_attempts,
  drop column confirmation_mail_next_at;

-- The log holds a row for every mail before it is handed to the transport: a mail written by a
-- process that died before it could say so is still on record (status sending).
alter table mail_log add column message_id text;
alter table mail_log add column status text not null default 'sent' check (status in ('sending', 'sent', 'failed'));
create index mail_log_message_id_idx on mail_log (message_id) where message_id is not null;
