/**
 * The search service on the machine's other cores: worker threads that each hold a copy of the
 * catalogue and answer searches, while the main thread does HTTP, checks requests and keeps the
 * answer cache. None by default (SEARCH_WORKERS); measured and explained in
 * docs/decisions/0074-one-search-worker-thread.md.
 *
 * The embedded database lives in the main thread, so the main thread reads the catalogue's rows
 * and hands each worker a copy; a worker builds its own snapshot from them. A search goes to a
 * worker that holds the same catalogue version as the main thread; when none does (a new version
 * is being built, a worker died or hangs) the caller answers it itself, so a search never waits on
 * a worker that cannot answer. A worker that exits or does not answer within `stallMs` is
 * replaced; what it had in hand is answered by the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import { API_BUILT } from '../../../lib/built';
import type { CatalogRows } from '../catalog-rows';
import type { SearchBody } from '../schemas';
import type { SearchEngine } from './search-index';
import { ANSWER_RING_BYTES, AnswerRingReader, type RingSlice } from './answer-ring';

/** `releasedTo`: how far the main thread has released the answer ring (answer-ring.ts). */
export type ToWorker =
  | { type: 'load'; rows: CatalogRows; engine: SearchEngine }
  | { type: 'search'; id: number; version: number; body: SearchBody; releasedTo: number };

export type FromWorker =
  | { type: 'loaded'; version: number; ms: number }
  | { type: 'load-failed'; version: number; message: string }
  | { type: 'answer'; id: number; slice: RingSlice }
  | { type: 'answer'; id: number; json: string }
  | {
      type: 'failed';
      id: number;
      error: { statusCode?: number; code?: string; message: string; fields?: Record<string, string> };
    };

/** A worker could not answer (it exited, hung or was closed): the caller answers the search itself. */
export class WorkerLost extends Error {
  override readonly name = 'WorkerLost';
}

/**
 * A worker's answer: its bytes in the memory shared with the worker, to release once they are
 * sent (the response finished or was closed), or a string when the ring had no room.
 */
export interface WorkerAnswer {
  json: Buffer | string;
  release(): void;
}

/** The release of an answer that holds nothing shared (a string, or bytes of its own). */
export const NOTHING_TO_RELEASE = (): void => undefined;

interface Pending {
  resolve(answer: WorkerAnswer): void;
  reject(error: Error): void;
  sentAt: number;
}

interface Slot {
  worker: Worker;
  /** The catalogue version the worker holds, once built. */
  version: number | null;
  pending: Map<number, Pending>;
  ring: AnswerRingReader;
}

export interface SearchWorkersOptions {
  size: number;
  /** Check every answer against the published schema (tests, development). */
  check: boolean;
  log: FastifyBaseLogger;
  /** The current catalogue's rows, for a worker that replaces one that died. */
  rows(): Promise<CatalogRows>;
  /** A worker that has not answered its oldest search for this long is replaced. */
  stallMs?: number;
  /** The full-text engine the workers build (search-index.ts). */
  engine?: SearchEngine;
}

/**
 * The worker's entry: the built server's search-worker.js beside it (npm run build), or from source a
 * plain module that registers tsx in the thread, then loads search-worker.ts.
 */
const WORKER_FILE = new URL(API_BUILT ? './search-worker.js' : './search-worker.mjs', import.meta.url);

/**
 * Node options for a worker: the server's own, without its TypeScript loader (the worker's entry
 * registers tsx itself; Node does not apply a loader given by `--import` to a worker's first
 * module) and without profiling flags, which are per process.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i]!;
    if (
      ['--import', '--require', '-r', '--loader', '--experimental-loader'].includes(arg) &&
      /tsx/.test(execArgv[i + 1] ?? '')
    ) {
      i++;
      continue;
    }
    if (
      /^--(import|require|loader|experimental-loader)=.*tsx/.test(arg) ||
      arg.startsWith('--cpu-prof') ||
      arg.startsWith('--heap-prof')
    )
      continue;
    out.push(arg);
  }
  return out;
}

export class SearchWorkers {
  private readonly slots: Slot[] = [];
  private nextId = 1;
  private closed = false;
  private readonly watchdog: NodeJS.Timeout;
  private readonly stallMs: number;
  /** Failures since the last worker that built a catalogue: each restart waits longer. */
  private failures = 0;

  constructor(private readonly options: SearchWorkersOptions) {
    this.stallMs = options.stallMs ?? 10_000;
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn());
    this.watchdog = setInterval(() => this.checkStalled(), Math.min(1_000, this.stallMs));
    this.watchdog.unref();
  }

  /**
   * Searches the workers answered, those they could not (answered by the caller), and those
   * answered as a string because the answer ring had no room.
   */
  readonly counts = { answered: 0, lost: 0, asText: 0 };

  /** The worker threads, as they are now (a replaced one is no longer among them). */
  threads(): readonly Worker[] {
    return this.slots.map((slot) => slot.worker);
  }

  /** How many workers there are meant to be (some may be building a catalogue or starting again). */
  get size(): number {
    return this.options.size;
  }

  /** Answers handed out of the workers' rings and not released yet. */
  answersHeld(): number {
    return this.slots.reduce((sum, slot) => sum + slot.ring.inUse, 0);
  }

  /** How many workers hold this catalogue version. */
  readyFor(version: number): number {
    return this.slots.filter((slot) => slot.version === version).length;
  }

  /**
   * Hands every worker a new catalogue. While a worker builds it (seconds, on a large catalogue) it
   * gets no searches: the caller answers them.
   */
  load(rows: CatalogRows): void {
    for (const slot of this.slots) {
      slot.version = null;
      this.post(slot, { type: 'load', rows, engine: this.options.engine ?? 'own' });
    }
  }

  /**
   * The answer from a worker that holds `version`, or null when none does. The promise rejects
   * with the search's ApiError (a bad query), with WorkerLost when the worker could not answer,
   * or with an Error when the search failed there. The caller releases the answer once sent.
   */
  search(version: number, body: SearchBody): Promise<WorkerAnswer> | null {
    let slot: Slot | undefined;
    for (const candidate of this.slots) {
      if (candidate.version === version && (!slot || candidate.pending.size < slot.pending.size)) slot = candidate;
    }
    if (!slot) return null;
    const id = this.nextId++;
    const target = slot;
    return new Promise<WorkerAnswer>((resolve, reject) => {
      target.pending.set(id, { resolve, reject, sentAt: performance.now() });
      this.post(target, { type: 'search', id, version, body, releasedTo: target.ring.releasedTo });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    await Promise.all(this.slots.map((slot) => this.retire(slot, 'the search workers were closed')));
  }

  private post(slot: Slot, message: ToWorker): void {
    try {
      slot.worker.postMessage(message);
    } catch (error) {
      this.options.log.error({ err: error }, 'search worker: message could not be sent');
      void this.replace(slot, 'message could not be sent');
    }
  }

  private spawn(): Slot {
    let worker: Worker;
    // Each worker writes its answers into a ring of its own; a replaced worker's ring stays alive
    // as long as answers in it are being sent.
    const ring = new SharedArrayBuffer(ANSWER_RING_BYTES);
    try {
      worker = new Worker(WORKER_FILE, { workerData: { check: this.options.check, ring }, execArgv: workerExecArgv() });
    } catch (error) {
      // Node refuses some of the server's options in a worker (V8 flags such as --trace-gc, which
      // apply to every thread anyway): the worker starts without them.
      if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
      worker = new Worker(WORKER_FILE, { workerData: { check: this.options.check, ring }, execArgv: [] });
    }
    const slot: Slot = { worker, version: null, pending: new Map(), ring: new AnswerRingReader(ring) };
    worker.on('message', (message: FromWorker) => this.receive(slot, message));
    worker.on('error', (error) => this.options.log.error({ err: error }, 'search worker failed'));
    worker.on('exit', (code) => {
      if (this.closed || !this.slots.includes(slot)) return;
      this.options.log.error({ code }, 'search worker exited');
      void this.replace(slot, `exited with ${code}`);
    });
    return slot;
  }

  private receive(slot: Slot, message: FromWorker): void {
    switch (message.type) {
      case 'loaded':
        slot.version = message.version;
        this.failures = 0;
        this.options.log.info(
          { version: message.version, ms: message.ms, threadId: slot.worker.threadId },
          'search worker holds the catalogue',
        );
        return;
      case 'load-failed':
        this.options.log.error(
          { version: message.version, error: message.message },
          'search worker could not build the catalogue',
        );
        return;
      case 'answer': {
        const pending = slot.pending.get(message.id);
        slot.pending.delete(message.id);
        this.counts.answered++;
        if ('slice' in message) {
          // Taken even when nobody waits any more (the worker was retired meanwhile): the slice
          // is then released at once, so the ring's order holds.
          const { bytes, release } = slot.ring.take(message.slice);
          if (pending) pending.resolve({ json: bytes, release });
          else release();
        } else {
          this.counts.asText++;
          pending?.resolve({ json: message.json, release: NOTHING_TO_RELEASE });
        }
        return;
      }
      case 'failed': {
        const pending = slot.pending.get(message.id);
        slot.pending.delete(message.id);
        const { statusCode, code, message: text, fields } = message.error;
        pending?.reject(
          statusCode !== undefined && code !== undefined
            ? new ApiError(statusCode, code, text, fields)
            : new Error(`search worker: ${text}`),
        );
        return;
      }
    }
  }

  private checkStalled(): void {
    const now = performance.now();
    for (const slot of this.slots) {
      const oldest = slot.pending.values().next().value as Pending | undefined;
      if (oldest && now - oldest.sentAt > this.stallMs) {
        this.options.log.error(
          { threadId: slot.worker.threadId, pending: slot.pending.size },
          'search worker does not answer: replaced',
        );
        void this.replace(slot, 'did not answer');
      }
    }
  }

  /** Stops a worker; its searches in hand are answered by the caller. */
  private async retire(slot: Slot, reason: string): Promise<void> {
    slot.version = null;
    this.counts.lost += slot.pending.size;
    for (const pending of slot.pending.values()) pending.reject(new WorkerLost(`search worker ${reason}`));
    slot.pending.clear();
    await slot.worker.terminate().catch(() => undefined);
  }

  /** Replaces a worker that died or hangs with a new one that builds the current catalogue. */
  private async replace(slot: Slot, reason: string): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    this.slots.splice(index, 1);
    await this.retire(slot, reason);
    // A worker that keeps dying (out of memory, a bad catalogue) is not restarted in a tight loop.
    const wait = Math.min(30_000, 250 * 2 ** this.failures++);
    await new Promise((resolve) => setTimeout(resolve, wait).unref());
    if (this.closed) return;
    const fresh = this.spawn();
    this.slots.push(fresh);
    try {
      this.post(fresh, { type: 'load', rows: await this.options.rows(), engine: this.options.engine ?? 'own' });
    } catch (error) {
      this.options.log.error({ err: error }, 'search worker: the catalogue could not be read for a new worker');
    }
  }
}
