-- The zone a version's times are meant in (GTFS agency_timezone; NULL for the demo network, which is
-- generated in the operator's zone). Activation compares it with OPERATOR_TZ (docs/timetable.md).
ALTER TABLE timetable_versions ADD COLUMN IF NOT EXISTS time_zone text;
