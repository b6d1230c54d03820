-- Demo control (docs/live-overview.md, "Clock"): the simulation clock as an administrator last set
-- it, one row. Read before the live engine starts, so a restart keeps the speed and the pause
-- (paused: at the same simulated instant, epoch ms), as op_demo_disruptions keeps the disruptions.
CREATE TABLE IF NOT EXISTS op_demo_clock (
  id          smallint         PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  speed       double precision NOT NULL CHECK (speed > 0 AND speed <= 3600),
  paused      boolean          NOT NULL,
  paused_at   double precision,
  updated_at  timestamptz      NOT NULL DEFAULT now(),
  CHECK (NOT paused OR paused_at IS NOT NULL)
);
