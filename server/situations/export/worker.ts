/**
 * The export worker thread (started by runner.ts): writes export files off the main thread,
 * which meanwhile keeps answering requests (and, on PGlite, serves the database). One long-lived
 * worker takes tasks by message: { id, task } → 'progress'* then one 'done' or 'error'.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderExport } from './content';
import type { WorkerReply, WorkerRequest } from './runner';

const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread only');
/**
 * Exports are background work: on Linux this thread lowers its own scheduling priority (nice 10),
 * so that on a busy machine the main thread, which answers requests, gets the CPU first. The
 * thread's id comes from /proc/thread-self; elsewhere the priority stays as it is.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: keep the default priority
  }
}
lowerPriority();

const post = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (request: WorkerRequest) => {
  try {
    let last = 0;
    const result = renderExport(request.task, (share) => {
      // A few messages per file are enough for a progress bar.
      if (share - last >= 0.1 || share === 1) {
        last = share;
        post({ type: 'progress', id: request.id, progress: share });
      }
    });
    const bytes = new Uint8Array(result.bytes); // own buffer, transferred without a copy
    post({ type: 'done', id: request.id, result: { ...result, bytes } }, [bytes.buffer]);
  } catch (e) {
    post({ type: 'error', id: request.id, message: e instanceof Error ? e.message : String(e) });
  }
});

post({ type: 'ready' });
