-- Situation list at scale (issue 13, docs/situation-report/core.md, bench/situations-list.ts):
-- counting 100,000 situations per request was the list's cost, so the number of situations per
-- category and state is kept by a trigger (any writer, bulk loads too), and the text search uses
-- a full-text index on the title instead of a scan with ILIKE.

CREATE TABLE IF NOT EXISTS situation_counts (
  category_id bigint NOT NULL,
  state       text   NOT NULL,
  n           bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, state)
);

CREATE OR REPLACE FUNCTION situation_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE situation_counts SET n = n - 1 WHERE category_id = OLD.category_id AND state = OLD.state;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO situation_counts (category_id, state, n) VALUES (NEW.category_id, NEW.state, 1)
    ON CONFLICT (category_id, state) DO UPDATE SET n = situation_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS situation_counts_insert_delete ON situations;
CREATE TRIGGER situation_counts_insert_delete AFTER INSERT OR DELETE ON situations
  FOR EACH ROW EXECUTE FUNCTION situation_counts_track();

DROP TRIGGER IF EXISTS situation_counts_update ON situations;
CREATE TRIGGER situation_counts_update AFTER UPDATE OF category_id, state ON situations
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION situation_counts_track();

INSERT INTO situation_counts (category_id, state, n)
  SELECT category_id, state, count(*) FROM situations GROUP BY category_id, state
  ON CONFLICT (category_id, state) DO UPDATE SET n = EXCLUDED.n;

-- Words of the title, for the list's search (prefix match per word; 'simple': no stemming, so
-- German and Italian titles are found by the words as written).
CREATE INDEX IF NOT EXISTS situations_title_words ON situations USING gin (to_tsvector('simple', title));

-- The period filter ("active in [from, to)") as a range overlap on a GiST index: a situation runs
-- from its start to its end, unbounded while it has none; an end before the start (a planned
-- situation closed before it began) counts as a moment, so the range is never invalid.
CREATE INDEX IF NOT EXISTS situations_period ON situations USING gist (
  tstzrange(start_at, CASE WHEN end_at IS NULL THEN NULL ELSE greatest(start_at, end_at) END, '[]'));

-- Counts per category now come from situation_counts; this index only led the planner to read
-- half the table through a bitmap when a category restriction met a selective filter.
DROP INDEX IF EXISTS situations_category;
