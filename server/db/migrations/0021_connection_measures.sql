-- Issue 14 (docs/connections.md, docs/passenger-information.md): three more measure kinds.
-- hold: the run waits at a stop for a connection (from_stop_id, delay_s = the departure delay
--   at that stop it is held to; connection_id; auto = taken by the connection engine itself).
-- breakConnection: a connection is not kept (no effect on the run; run_id = the departing run).
-- platformChange: the run uses another platform at a stop (from_stop_id, platform).
ALTER TABLE op_measures DROP CONSTRAINT IF EXISTS op_measures_type_check;
ALTER TABLE op_measures ADD CONSTRAINT op_measures_type_check
  CHECK (type IN ('cancel', 'delay', 'reroute', 'assignVehicle', 'hold', 'breakConnection', 'platformChange'));
ALTER TABLE op_measures ADD COLUMN IF NOT EXISTS connection_id text;
ALTER TABLE op_measures ADD COLUMN IF NOT EXISTS platform text;
ALTER TABLE op_measures ADD COLUMN IF NOT EXISTS auto boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS op_measures_connection ON op_measures (connection_id) WHERE connection_id IS NOT NULL;
