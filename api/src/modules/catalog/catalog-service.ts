/**
 * Keeps this process's copy of the catalogue current: loads it at start, checks the catalogue's
 * version every few seconds and rebuilds when it changed (another instance seeded, an import ran).
 * Answers to searches are cached per catalogue version, as a search engine's request cache; a
 * search not in the cache goes to a search worker thread when there are any (search-workers.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { AnswerCache } from './answer-cache';
import { buildCatalogSnapshot } from './build-catalog-snapshot';
import { readCatalogRows } from './catalog-rows';
import type { CatalogSnapshot } from './catalog-snapshot';
import type { SearchBody } from './schemas';
import { searchAnswerText } from './search/answer-text';
import { HitCache } from './search/hit-cache';
import type { SearchEngine } from './search/search-index';
import { NOTHING_TO_RELEASE, SearchWorkers, WorkerLost, type WorkerAnswer } from './search/search-workers';

export interface CatalogServiceOptions {
  /** How often the catalogue's version is checked (0: never). */
  refreshMs?: number;
  /** Search worker threads (0: the main thread answers every search). */
  searchWorkers?: number;
  /** Check every search answer against the published schema (tests, development). */
  checkAnswers?: boolean;
  /** The full-text engine (search/search-index.ts). */
  engine?: SearchEngine;
}

export class CatalogService {
  private snapshot: CatalogSnapshot | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;
  // 32 MB: most answers are 2-20 KB, and the process stays within 1 GB on 100,000 devices.
  readonly answers = new AnswerCache<Buffer>(20_000, 32 * 1024 * 1024, (answer) => answer.length);
  /** Hits kept for the searches this thread answers itself. */
  readonly hits = new HitCache();
  readonly workers: SearchWorkers | null;
  private readonly refreshMs: number;
  private readonly checkAnswers: boolean;
  private readonly engine: SearchEngine;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: CatalogServiceOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 10_000;
    this.checkAnswers = options.checkAnswers ?? false;
    this.engine = options.engine ?? 'own';
    const size = options.searchWorkers ?? 0;
    this.workers =
      size > 0
        ? new SearchWorkers({
            size,
            check: this.checkAnswers,
            log,
            engine: this.engine,
            rows: () => readCatalogRows(this.db),
          })
        : null;
  }

  /** The current catalogue; loads it on first use. */
  async current(): Promise<CatalogSnapshot> {
    if (this.snapshot) return this.snapshot;
    return this.reload();
  }

  /** The version of the catalogue held in memory, or null before the first one is built. */
  loadedVersion(): number | null {
    return this.snapshot?.version ?? null;
  }

  /** Rebuilds from the database now, whatever the version. */
  reload(): Promise<CatalogSnapshot> {
    if (!this.loading) {
      const started = Date.now();
      this.loading = readCatalogRows(this.db)
        .then((rows) => {
          // The workers build their copies while this thread builds its own.
          this.workers?.load(rows);
          const snapshot = buildCatalogSnapshot(rows, this.engine);
          this.snapshot = snapshot;
          this.answers.clear();
          // Device JSON is made as answers first need it and kept in the hit cache's two halves:
          // every device's JSON at once would be ~390 MB more per process on 100,000 devices.
          this.hits.clear();
          this.log.info(
            { version: snapshot.version, devices: snapshot.devices.length, ms: Date.now() - started },
            'catalogue loaded',
          );
          return snapshot;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /**
   * The answer to a checked search, as the JSON sent: from the answer cache (bytes), made by a
   * search worker that holds the current catalogue (bytes in the memory it shares with this
   * thread, or text), or made here (text). Call `release` once the answer has been sent (the
   * response finished or was closed): a worker's bytes are written over after that.
   */
  async search(body: SearchBody): Promise<WorkerAnswer> {
    const snapshot = await this.current();
    const key = `${snapshot.version}|${body.application}|${body.resultSize}|${body.from}|${typeof body.search === 'string' ? `phrase:${body.search}` : JSON.stringify(body.search)}`;
    const cached = this.answers.get(key);
    if (cached !== undefined) return { json: cached, release: NOTHING_TO_RELEASE };
    const fromWorker = this.workers?.search(snapshot.version, body);
    if (fromWorker) {
      try {
        const answer = await fromWorker;
        // Kept as a copy of its own: the worker's bytes are written over once released.
        this.answers.offer(key, () => Buffer.from(answer.json));
        return answer;
      } catch (error) {
        if (!(error instanceof WorkerLost)) throw error;
      }
    }
    const text = searchAnswerText(snapshot, body, this.hits, this.checkAnswers);
    // A kept answer as UTF-8 bytes, outside the JavaScript heap: neither encoded again nor scanned
    // by the garbage collector. Most answers are not kept (asked for once) and stay a string.
    this.answers.offer(key, () => Buffer.from(text));
    return { json: text, release: NOTHING_TO_RELEASE };
  }

  /** Rebuilds when the catalogue's version moved on. */
  async refreshIfChanged(): Promise<void> {
    const { rows } = await this.db.query<{ version: number }>('select version from catalog_state');
    const version = Number(rows[0]?.version ?? 0);
    if (!this.snapshot || this.snapshot.version !== version) await this.reload();
  }

  start(): void {
    if (this.timer || this.refreshMs <= 0) return;
    this.timer = setInterval(() => {
      this.refreshIfChanged().catch((error: unknown) => this.log.error({ err: error }, 'catalogue refresh failed'));
    }, this.refreshMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.workers?.close();
  }
}
