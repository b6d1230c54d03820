-- GTFS transfers.txt per timetable version (issue 14, docs/gtfs.md, docs/connections/configuration.md).
-- Every row as read; types 1 and 2 also become connection configurations (resource table
-- connection_configs, source 'gtfs', timetable_version_id), written with the version and deleted with
-- it (store.ts deleteVersionRows). Like the stop times, no foreign key to the version: rows go in short
-- statements, and deleteVersionRows removes them in short statements too.
CREATE TABLE IF NOT EXISTS timetable_transfers (
  version_id        bigint   NOT NULL,
  idx               integer  NOT NULL,
  from_stop_id      text,
  to_stop_id        text,
  from_route_id     text,
  to_route_id       text,
  from_trip_id      text,
  to_trip_id        text,
  transfer_type     smallint NOT NULL CHECK (transfer_type BETWEEN 0 AND 5),
  min_transfer_time integer,
  PRIMARY KEY (version_id, idx)
);
