/**
 * Keeps this process's copy of the catalogue current: loads it at start, checks the catalogue's
 * version every few seconds and rebuilds when it changed (another instance seeded, an import ran).
 * Answers to searches are cached per catalogue version, as a search engine's request cache.
 */
import type { FastifyBaseLogger } from 'fastify';
import { fnv1a } from 'config';
import type { Db } from '../../db/db';
import { loadCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot';

/** Bits of the admission filter (256 KB), and how many keys it notes before it starts afresh. */
const DOORKEEPER_BITS = 1 << 21;
const DOORKEEPER_KEYS = DOORKEEPER_BITS >>> 3;

/**
 * A small LRU of serialized answers, bounded by entries and by size, that admits an answer the
 * second time it is asked for (a doorkeeper, as TinyLFU's): a question asked once (most of them
 * on a large catalogue) never enters. Every cached answer lives until evicted, in V8's old
 * generation; filling the cache with answers nobody asks for again made garbage there at the
 * rate of new questions, and its full collections over the catalogue's ~300 MB stalled a busy
 * server for up to 0.3 s (npm run bench -- search, docs/architecture.md).
 */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  /** A two-hash Bloom filter of the keys asked for since it was last cleared. */
  private readonly doorkeeper = new Uint32Array(DOORKEEPER_BITS >>> 5);
  private doorkeeperKeys = 0;
  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Notes the key; true when it was (probably) noted before. */
  private seenBefore(key: string): boolean {
    const h1 = fnv1a(key);
    const h2 = Math.imul(h1 ^ (h1 >>> 16), 0x45d9f3b) >>> 0;
    const a = h1 & (DOORKEEPER_BITS - 1);
    const b = h2 & (DOORKEEPER_BITS - 1);
    const seen = (this.doorkeeper[a >>> 5]! & (1 << (a & 31))) !== 0 && (this.doorkeeper[b >>> 5]! & (1 << (b & 31))) !== 0;
    if (!seen) {
      if (this.doorkeeperKeys >= DOORKEEPER_KEYS) {
        this.doorkeeper.fill(0);
        this.doorkeeperKeys = 0;
      }
      this.doorkeeper[a >>> 5]! |= 1 << (a & 31);
      this.doorkeeper[b >>> 5]! |= 1 << (b & 31);
      this.doorkeeperKeys++;
    }
    return seen;
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps the answer if its key was asked for before (see the class); returns whether it was kept. */
  set(key: string, value: string): boolean {
    if (!this.entries.has(key) && !this.seenBefore(key)) return false;
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
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.doorkeeper.fill(0);
    this.doorkeeperKeys = 0;
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
