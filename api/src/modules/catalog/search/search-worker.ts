/**
 * A search worker thread (search-workers.ts): holds its own copy of the catalogue, built from the
 * rows the main thread read, and answers searches with the bytes the API sends. The main thread
 * keeps HTTP, checking requests and the answer cache; this thread does the search itself, on the
 * machine's other core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ApiError } from '../../../lib/api-error';
import { buildCatalogSnapshot } from '../build-catalog-snapshot';
import type { CatalogSnapshot } from '../catalog-snapshot';
import { answerText, searchAnswer } from './answer-text';
import { AnswerRingWriter } from './answer-ring';
import { HitCache } from './hit-cache';
import { keepEveryDevice } from './run-search';
import type { ToWorker, FromWorker } from './search-workers';

if (!parentPort) throw new Error('search-worker.ts runs as a worker thread');
const port = parentPort;
const { check, ring: ringBuffer } = workerData as { check: boolean; ring: SharedArrayBuffer };
const ring = new AnswerRingWriter(ringBuffer);
let snapshot: CatalogSnapshot | null = null;
let hits = new HitCache();

function send(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'load') {
    const started = performance.now();
    try {
      const next = buildCatalogSnapshot(message.rows, message.engine);
      snapshot = next;
      hits = new HitCache();
      // Every device's JSON, written once: no search makes one (hit-arena.ts, DeviceSources).
      keepEveryDevice(next, hits);
      send({ type: 'loaded', version: next.version, ms: Math.round(performance.now() - started) });
    } catch (error) {
      send({
        type: 'load-failed',
        version: message.rows.version,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    return;
  }
  if (message.type === 'search') {
    try {
      if (!snapshot || snapshot.version !== message.version)
        throw new Error(`the worker holds catalogue ${snapshot?.version ?? 'none'}, not ${message.version}`);
      ring.released(message.releasedTo);
      const answer = searchAnswer(snapshot, message.body, hits, check);
      // Into the memory shared with the main thread, which sends the bytes as they are
      // (answer-ring.ts); as a string when the ring has no room.
      const slice = ring.write(answer);
      send(
        slice
          ? { type: 'answer', id: message.id, slice }
          : { type: 'answer', id: message.id, json: answerText(answer) },
      );
    } catch (error) {
      send({
        type: 'failed',
        id: message.id,
        error:
          error instanceof ApiError
            ? { statusCode: error.statusCode, code: error.code, message: error.message, fields: error.fields }
            : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      });
    }
  }
});
