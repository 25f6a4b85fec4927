/**
 * Keeps this process's copy of the catalogue current: loads it at start, checks the catalogue's
 * version every few seconds and rebuilds when it changed (another instance seeded, an import ran).
 * Answers to searches are cached per catalogue version, as a search engine's request cache.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { AnswerCache } from './answer-cache';
import { loadCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot';
import { HitCache } from './search/run-search';

export class CatalogService {
  private snapshot: CatalogSnapshot | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;
  readonly answers = new AnswerCache<Buffer>(20_000, 64 * 1024 * 1024, (answer) => answer.length);
  readonly hits = new HitCache();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly refreshMs = 10_000,
  ) {}

  /** The current catalogue; loads it on first use. */
  async current(): Promise<CatalogSnapshot> {
    if (this.snapshot) return this.snapshot;
    return this.reload();
  }

  /** Rebuilds from the database now, whatever the version. */
  reload(): Promise<CatalogSnapshot> {
    if (!this.loading) {
      const started = Date.now();
      this.loading = loadCatalogSnapshot(this.db)
        .then((snapshot) => {
          this.snapshot = snapshot;
          this.answers.clear();
          this.hits.clear();
          this.log.info({ version: snapshot.version, devices: snapshot.devices.length, ms: Date.now() - started }, 'catalogue loaded');
          return snapshot;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
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

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
