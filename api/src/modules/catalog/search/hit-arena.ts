/**
 * The JSON of devices as lists show them, kept per country as UTF-8 outside the JavaScript heap.
 *
 * A list answer (search results, a series' devices) is its head plus the JSON of each device, and
 * the same devices come back answer after answer ("iphone 1", "iphone 13", "iphnoe"). Kept as
 * JavaScript objects and strings, those devices were garbage the collector copied and promoted at
 * the rate of new questions: on the 100k catalogue each scavenge (every ~15 ms under load) took
 * 5-11 ms, and the old generation's full collections stalled the server for up to 0.3 s. Here they
 * are bytes in two large buffers and three typed arrays: nothing for the collector to walk, and an
 * answer is put together with a few copies of bytes, without a string being made.
 *
 * Two halves, written in turn: when the half being written is full, the other one is emptied and
 * written next, so the last half's worth of devices stays kept (a clock of two generations rather
 * than a strict LRU; a device asked for often is written again soon after its half was emptied).
 */
import { COUNTRY_CODES, type CountryCode } from 'config';

const COUNTRY_SLOT = new Map<CountryCode, number>(COUNTRY_CODES.map((cc, i) => [cc, i]));

export class HitArena {
  private readonly halves: Buffer[] = [];
  /** Each half's generation; an entry is valid while its half's generation is the one it was written in. */
  private readonly generations = new Uint32Array([1, 1]);
  private active = 0;
  private used = 0;
  private version = -1;
  private documents = 0;
  /** Per slot (country x document): where its bytes start (half * halfBytes + offset), how long, written in which generation. */
  private where = new Int32Array(0);
  private lengths = new Int32Array(0);
  private written = new Uint32Array(0);
  private readonly entries = [0, 0];

  constructor(
    /** Bytes per half (two are kept). */
    private readonly halfBytes = 16 * 1024 * 1024,
    /** The largest device JSON kept; a larger one is sent but not kept. */
    readonly maxEntryBytes = 4 * 1024,
  ) {}

  /** Prepares for a catalogue version with `documents` devices: a new version starts empty. */
  use(version: number, documents: number): void {
    if (version === this.version && documents === this.documents) return;
    this.version = version;
    this.documents = documents;
    const slots = documents * COUNTRY_CODES.length;
    this.where = new Int32Array(slots);
    this.lengths = new Int32Array(slots);
    this.written = new Uint32Array(slots);
    this.generations[0]!++;
    this.generations[1]!++;
    this.used = 0;
    this.entries[0] = this.entries[1] = 0;
  }

  /**
   * Makes room for `bytes` in the half being written, so that nothing kept is emptied while an
   * answer is put together from it.
   */
  reserve(bytes: number): void {
    if (this.used + bytes <= this.halfBytes) return;
    this.active ^= 1;
    this.generations[this.active]!++;
    this.used = 0;
    this.entries[this.active] = 0;
  }

  private slot(country: CountryCode, doc: number): number {
    return COUNTRY_SLOT.get(country)! * this.documents + doc;
  }

  /** The length of a kept device's JSON in bytes, or -1. */
  lengthOf(country: CountryCode, doc: number): number {
    const slot = this.slot(country, doc);
    const where = this.where[slot]!;
    const half = where >= this.halfBytes ? 1 : 0;
    return this.written[slot] === this.generations[half] ? this.lengths[slot]! : -1;
  }

  /**
   * Keeps a device's JSON in the half being written; returns its length in bytes, or -1 when it
   * is not kept (larger than `maxEntryBytes`, or no room left since the last `reserve`: keeping
   * never empties a half, so an answer's devices stay where `lengthOf` found them).
   */
  keep(country: CountryCode, doc: number, json: string): number {
    const length = Buffer.byteLength(json);
    if (length > this.maxEntryBytes || this.used + length > this.halfBytes) return -1;
    const half = (this.halves[this.active] ??= Buffer.allocUnsafeSlow(this.halfBytes));
    half.write(json, this.used);
    const slot = this.slot(country, doc);
    this.where[slot] = this.active * this.halfBytes + this.used;
    this.lengths[slot] = length;
    this.written[slot] = this.generations[this.active]!;
    this.used += length;
    this.entries[this.active]!++;
    return length;
  }

  /** Copies a kept device's JSON into `target` at `at` (its length from `lengthOf`); returns the offset after it. */
  copy(country: CountryCode, doc: number, target: Buffer, at: number): number {
    const slot = this.slot(country, doc);
    const where = this.where[slot]!;
    const half = where >= this.halfBytes ? 1 : 0;
    const start = where - half * this.halfBytes;
    return at + this.halves[half]!.copy(target, at, start, start + this.lengths[slot]!);
  }

  /** Devices kept. */
  get size(): number {
    return this.entries[0]! + this.entries[1]!;
  }
}
