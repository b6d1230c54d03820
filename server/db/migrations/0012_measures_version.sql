-- A measure belongs to the timetable version it was taken on (issue 11, item 8): run ids are
-- "<day>:<trip id>", and another version (a re-import, another feed) can have the same trip ids,
-- so without the version a measure of one version took effect on the other's run. Measures taken
-- before this column existed are given the version active now (the one they were most likely
-- taken on); NULL stays only where no version is active.
ALTER TABLE op_measures ADD COLUMN IF NOT EXISTS timetable_version_id bigint;
UPDATE op_measures SET timetable_version_id = (SELECT id FROM timetable_versions WHERE status = 'active')
  WHERE timetable_version_id IS NULL;
CREATE INDEX IF NOT EXISTS op_measures_day_version ON op_measures (operating_day, timetable_version_id, id);
