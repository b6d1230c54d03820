-- GTFS shapes (issue 11, item 7; docs/timetable.md, docs/gtfs.md): the path the trains of a route
-- follow. One row per shape with its points as two arrays: a shape has hundreds to thousands of
-- points, which are only ever read whole, and one row each would multiply the rows to write and read.
CREATE TABLE IF NOT EXISTS timetable_shapes (
  version_id  bigint             NOT NULL REFERENCES timetable_versions (id) ON DELETE CASCADE,
  idx         integer            NOT NULL,
  shape_id    text               NOT NULL,
  lat         double precision[] NOT NULL,
  lon         double precision[] NOT NULL,
  PRIMARY KEY (version_id, idx),
  UNIQUE (version_id, shape_id)
);

-- A route's shape and each stop's position along it (km of the shape's geometry); null: no shape.
ALTER TABLE timetable_routes ADD COLUMN IF NOT EXISTS shape_id text;
ALTER TABLE timetable_routes ADD COLUMN IF NOT EXISTS shape_km double precision[];
