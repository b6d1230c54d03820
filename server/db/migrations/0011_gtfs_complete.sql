-- GTFS taken over more completely (issue 11; docs/timetable.md, docs/gtfs.md):
-- pickup_type / drop_off_type per stop time.

-- 0 regular, 1 none, 2 phone the agency, 3 ask the driver (GTFS values).
ALTER TABLE timetable_stop_times ADD COLUMN IF NOT EXISTS pickup   smallint NOT NULL DEFAULT 0;
ALTER TABLE timetable_stop_times ADD COLUMN IF NOT EXISTS drop_off smallint NOT NULL DEFAULT 0;
