-- A version being imported: written in many short transactions (so the server keeps answering
-- during a long import, docs/timetable.md "Writing") under status 'importing', which no list,
-- activation or live day sees. The last short transaction makes it 'imported'; a failed import
-- deletes its rows, and every server start removes what a crash left behind.
ALTER TABLE timetable_versions DROP CONSTRAINT IF EXISTS timetable_versions_status_check;
ALTER TABLE timetable_versions ADD CONSTRAINT timetable_versions_status_check
  CHECK (status IN ('importing', 'imported', 'active', 'retired'))
