/**
 * The latest position batch and who draws it: the subscription pushes each batch in, the train
 * layer takes it from here (outside React: 1,000 positions a second need no re-render).
 */
import type { PositionBatch, RunPosition } from '../../shared/operations/types';

export interface FeedBatch {
  batch: PositionBatch;
  /** performance.now() when it arrived (the animation clock). */
  receivedAt: number;
}

export interface TrainFeed {
  push(batch: PositionBatch, receivedAt?: number): void;
  latest(): FeedBatch | null;
  /** The listener gets the latest batch at once (if any), then every new one. */
  subscribe(listener: (b: FeedBatch) => void): () => void;
  /** The last known position of a run, or null when the latest batch does not have it. */
  position(runId: string): RunPosition | null;
}

export function createTrainFeed(): TrainFeed {
  let latest: FeedBatch | null = null;
  // Built on the first lookup after a batch (searches ask for many runs at once).
  let byId: Map<string, RunPosition> | null = null;
  const listeners = new Set<(b: FeedBatch) => void>();
  return {
    push(batch, receivedAt = performance.now()) {
      latest = { batch, receivedAt };
      byId = null;
      for (const l of listeners) l(latest);
    },
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      if (latest) listener(latest);
      return () => {
        listeners.delete(listener);
      };
    },
    position(runId) {
      if (!latest) return null;
      byId ??= new Map(latest.batch.positions.map((p) => [p.id, p]));
      return byId.get(runId) ?? null;
    },
  };
}
