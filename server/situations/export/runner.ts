/**
 * Runs export tasks in ONE long-lived worker thread (worker.ts): started on the first task, so a
 * server that never exports starts none; restarted after a crash; terminated on stop. The worker
 * takes tasks one after another (its own event loop queues them), the main thread only loads data
 * and moves bytes. Why a long-lived worker: starting one through tsx costs about a second, more
 * than writing a 200-entry PDF.
 */
import { Worker } from 'node:worker_threads';
import type { RenderResult, RenderTask } from './reportData';

export interface WorkerRequest {
  id: number;
  task: RenderTask;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: number }
  | { type: 'done'; id: number; result: RenderResult }
  | { type: 'error'; id: number; message: string };

interface Pending {
  resolve: (r: RenderResult) => void;
  reject: (e: Error) => void;
  onProgress?: (share: number) => void;
}

/** The runner was stopped (server shutdown) while a task waited or ran. */
export class RunnerStopped extends Error {
  constructor() {
    super('export runner stopped');
  }
}

const WORKER_URL = new URL('./worker.ts', import.meta.url).href;

/** As readFeed.ts: a worker thread does not inherit tsx's hooks on Node 20, so it boots through tsx's API. */
function bootScript(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL)}, ${JSON.stringify(WORKER_URL)}))`;
}

export class ExportRunner {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped = false;

  private start(): Worker {
    const worker = new Worker(bootScript(), { eval: true, execArgv: [] });
    worker.on('message', (m: WorkerReply) => {
      if (m.type === 'ready') return;
      const p = this.pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') p.onProgress?.(m.progress);
      else {
        this.pending.delete(m.id);
        if (this.pending.size === 0) worker.unref();
        if (m.type === 'done') p.resolve(m.result);
        else p.reject(new Error(m.message));
      }
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`export worker stopped (exit code ${code})`)));
    return worker;
  }

  run(task: RenderTask, onProgress?: (share: number) => void): Promise<RenderResult> {
    if (this.stopped) return Promise.reject(new RunnerStopped());
    this.worker ??= this.start();
    // Referenced while it has work; an idle worker must not keep the process alive (see above).
    this.worker.ref();
    const id = this.nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker!.postMessage({ id, task } satisfies WorkerRequest);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new RunnerStopped());
    this.pending.clear();
    if (worker) await worker.terminate();
  }
}
