-- A remote version the host did not mount because it imports what the host does not provide.
alter table release_load_reports drop constraint release_load_reports_kind_check;
alter table release_load_reports add constraint release_load_reports_kind_check
  check (kind in ('fallback', 'failed', 'refused'));
