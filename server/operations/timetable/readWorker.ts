/**
 * The worker thread of an import (started by readFeed.ts): reads and validates the GTFS feed and
 * converts it to a TimetableData, all off the main thread, which meanwhile keeps answering
 * requests. Messages to the parent: 'progress' (the reader's), then one 'problems' or 'data'.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readGtfsFeed } from '../gtfs';
import { feedToTimetable } from './feedToTimetable';
import type { ReaderInput, ReaderMessage } from './readFeed';
import { packTimetable } from './transfer';

const port = parentPort;
if (!port) throw new Error('readWorker.ts runs as a worker thread only');
const post = (message: ReaderMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const input = workerData as ReaderInput;
const result = await readGtfsFeed(input.path, { onProgress: (progress) => post({ type: 'progress', progress }) });
if (!result.ok) post({ type: 'problems', problems: result.problems, problemCount: result.problemCount, notices: result.notices });
else {
  const { message, transfer } = packTimetable(feedToTimetable(result.feed, { name: input.name }));
  post({ type: 'data', timetable: message, notices: result.notices }, transfer);
}
