/**
 * The search service's caches: an LRU bounded by entries and bytes, with admission on the second
 * ask (see AnswerCache).
 */
import { fnv1a } from 'config';

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
export class AnswerCache<V = string> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;
  /** A two-hash Bloom filter of the keys asked for since it was last cleared. */
  private readonly doorkeeper = new Uint32Array(DOORKEEPER_BITS >>> 5);
  private doorkeeperKeys = 0;
  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 64 * 1024 * 1024,
    /** An entry's size in bytes, as near as it need be (a string's length by default). */
    private readonly sizeOf: (value: V) => number = (value) => (value as unknown as string).length,
  ) {}

  /** Notes the key; true when it was (probably) noted before. */
  private seenBefore(key: string): boolean {
    const h1 = fnv1a(key);
    const h2 = Math.imul(h1 ^ (h1 >>> 16), 0x45d9f3b) >>> 0;
    const a = h1 & (DOORKEEPER_BITS - 1);
    const b = h2 & (DOORKEEPER_BITS - 1);
    const seen =
      (this.doorkeeper[a >>> 5]! & (1 << (a & 31))) !== 0 && (this.doorkeeper[b >>> 5]! & (1 << (b & 31))) !== 0;
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

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps the answer if its key was asked for before (see the class); returns whether it was kept. */
  set(key: string, value: V): boolean {
    return this.offer(key, () => value);
  }

  /** As `set`, but the value is made only when it is kept (e.g. copied out of a scratch buffer). */
  offer(key: string, make: () => V): boolean {
    if (!this.entries.has(key) && !this.seenBefore(key)) return false;
    const value = make();
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= this.sizeOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += this.sizeOf(value);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.bytes -= this.sizeOf(this.entries.get(oldest)!);
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
