-- A used refresh token remembers its successor: the successor's hash, and the successor itself
-- sealed with a key only the used token gives (HMAC of the token; the table keeps its SHA-256).
-- For a few seconds after a rotation, the used token presented again (a duplicated tab that held
-- a copy, or an answer lost on the network) answers the family's current token instead of
-- revoking the family; see api/src/modules/account/refresh-tokens.ts.
alter table account_refresh_tokens add column successor_hash text;
alter table account_refresh_tokens add column successor_sealed text;
