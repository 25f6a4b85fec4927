/**
 * Keeps this process's copy of the catalogue current: loads it at start, checks the catalogue's
 * version every few seconds and rebuilds when it changed (another instance seeded, an import ran).
 * Answers to searches are cached per catalogue version, as a search engine's request cache.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { loadCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot';

/** A small LRU of serialized answers, bounded by entries and by size. */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: string): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.entries.get(oldest)!.length;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

export class CatalogService {
  private snapshot: CatalogSnapshot | null = null;
  private loading: Promise<CatalogSnapshot> | null = null;
  private timer: NodeJS.Timeout | null = null;
  readonly answers = new AnswerCache();

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
