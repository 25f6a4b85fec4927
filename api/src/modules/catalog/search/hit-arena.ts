/**
 * The JSON of devices as lists show them, kept per country as UTF-8 outside the JavaScript heap.
 *
 * A list answer (search results, a series' devices) is its head plus the JSON of each device, and
 * the same devices come back answer after answer ("iphone 1", "iphone 13", "iphnoe"). Kept as
 * JavaScript objects and strings, those devices would be garbage the collector copies and promotes
 * at the rate of new questions: on the 100k catalogue each scavenge (every ~15 ms under load) takes
 * 5-11 ms that way, and the old generation's full collections stall the server for up to 0.3 s. Here they
 * are bytes in two large buffers and three typed arrays: nothing for the collector to walk, and an
 * answer is put together with a few copies of bytes, without a string being made.
 *
 * The bytes go in two halves written in turn (TwoHalves). The thread that answers searches also
 * writes every device's JSON once, when the catalogue is built (`DeviceSources`, as a search engine
 * keeps each document's stored source): then no answer makes a device's JSON, which would cost a
 * search worker a fifth of its time while devices are met for the first time. The halves then keep only
 * what the sources do not hold (nothing, unless a device's JSON could not be written).
 */
import { COUNTRY_CODES, type CountryCode } from 'config';
import { TwoHalves } from './two-halves';

const COUNTRY_SLOT = new Map<CountryCode, number>(COUNTRY_CODES.map((cc, i) => [cc, i]));

/**
 * Every device's list JSON per country, written once per catalogue version: per country one
 * buffer of UTF-8 and where each document's bytes start and how long they are (-1: none, the
 * country does not buy it). ~0.8 KB per device and country: ~390 MB for the 100,000-device
 * benchmark catalogue in five countries, 6 MB for the demo's 1,500.
 */
export class DeviceSources {
  private constructor(
    readonly version: number,
    readonly documents: number,
    private readonly bytes: Buffer[],
    private readonly starts: Float64Array[],
    private readonly lengths: Int32Array[],
  ) {}

  /** Writes `jsonOf(country, doc)` for every document (null: none) of every country. */
  static build(
    version: number,
    documents: number,
    jsonOf: (country: CountryCode, doc: number) => string | null,
  ): DeviceSources {
    const bytes: Buffer[] = [];
    const starts: Float64Array[] = [];
    const lengths: Int32Array[] = [];
    for (const country of COUNTRY_CODES) {
      const start = new Float64Array(documents);
      const length = new Int32Array(documents).fill(-1);
      let out = Buffer.allocUnsafeSlow(Math.max(64 * 1024, documents * 1024));
      let at = 0;
      for (let doc = 0; doc < documents; doc++) {
        const json = jsonOf(country, doc);
        if (json === null) continue;
        const size = Buffer.byteLength(json);
        if (at + size > out.length) {
          const grown = Buffer.allocUnsafeSlow(Math.max(out.length * 2, at + size));
          out.copy(grown, 0, 0, at);
          out = grown;
        }
        out.write(json, at, size, 'utf8');
        start[doc] = at;
        length[doc] = size;
        at += size;
      }
      // Only what was written stays (a copy of its own: a view would keep the whole buffer).
      const kept = Buffer.allocUnsafeSlow(at);
      out.copy(kept, 0, 0, at);
      bytes.push(kept);
      starts.push(start);
      lengths.push(length);
    }
    return new DeviceSources(version, documents, bytes, starts, lengths);
  }

  /** The length of the document's JSON in bytes, or -1. */
  lengthOf(country: CountryCode, doc: number): number {
    return this.lengths[COUNTRY_SLOT.get(country)!]![doc] ?? -1;
  }

  /** Copies the document's JSON into `target` at `at`; returns the offset after it. */
  copy(country: CountryCode, doc: number, target: Buffer, at: number): number {
    const slot = COUNTRY_SLOT.get(country)!;
    const start = this.starts[slot]![doc]!;
    return at + this.bytes[slot]!.copy(target, at, start, start + this.lengths[slot]![doc]!);
  }

  /** Bytes held. */
  get byteLength(): number {
    return this.bytes.reduce((sum, b) => sum + b.length, 0);
  }
}

export class HitArena {
  private sources: DeviceSources | null = null;
  private readonly halves: Buffer[] = [];
  private readonly places: TwoHalves;
  private version = -1;
  private documents = 0;
  /** Per slot (country x document): its half, where its bytes start in it, how long, written in which generation. */
  private half = new Uint8Array(0);
  private start = new Int32Array(0);
  private lengths = new Int32Array(0);
  private written = new Uint32Array(0);

  constructor(
    /** Bytes per half (two are kept). */
    halfBytes = 16 * 1024 * 1024,
    /** The largest device JSON kept; a larger one is sent but not kept. */
    readonly maxEntryBytes = 4 * 1024,
  ) {
    this.places = new TwoHalves(halfBytes);
  }

  /** Prepares for a catalogue version with `documents` devices: a new version starts empty. */
  use(version: number, documents: number): void {
    if (version === this.version && documents === this.documents) return;
    if (this.sources && (this.sources.version !== version || this.sources.documents !== documents)) this.sources = null;
    this.version = version;
    this.documents = documents;
    const slots = documents * COUNTRY_CODES.length;
    this.half = new Uint8Array(slots);
    this.start = new Int32Array(slots);
    this.lengths = new Int32Array(slots);
    this.written = new Uint32Array(slots);
    this.places.clear();
  }

  /** Every device's JSON of this catalogue version, written at once (see DeviceSources). */
  preload(sources: DeviceSources): void {
    this.use(sources.version, sources.documents);
    this.sources = sources;
  }

  /** Whether every device's JSON of the version in use is preloaded. */
  get preloaded(): boolean {
    return this.sources !== null;
  }

  /**
   * Makes room for `bytes` in the half being written, so that nothing kept is emptied while an
   * answer is put together from it.
   */
  reserve(bytes: number): void {
    this.places.reserve(bytes);
  }

  private slot(country: CountryCode, doc: number): number {
    return COUNTRY_SLOT.get(country)! * this.documents + doc;
  }

  /** The length of a kept device's JSON in bytes, or -1. */
  lengthOf(country: CountryCode, doc: number): number {
    const preloaded = this.sources?.lengthOf(country, doc) ?? -1;
    if (preloaded >= 0) return preloaded;
    const slot = this.slot(country, doc);
    return this.places.holds(this.half[slot]!, this.written[slot]!) ? this.lengths[slot]! : -1;
  }

  /**
   * Keeps a device's JSON in the half being written; returns its length in bytes, or -1 when it
   * is not kept (larger than `maxEntryBytes`, or no room left since the last `reserve`: keeping
   * never empties a half, so an answer's devices stay where `lengthOf` found them).
   */
  keep(country: CountryCode, doc: number, json: string): number {
    const length = Buffer.byteLength(json);
    const start = length > this.maxEntryBytes ? -1 : this.places.take(length, false);
    if (start < 0) return -1;
    const { half } = this.places;
    (this.halves[half] ??= Buffer.allocUnsafeSlow(this.places.halfLength)).write(json, start);
    const slot = this.slot(country, doc);
    this.half[slot] = half;
    this.start[slot] = start;
    this.lengths[slot] = length;
    this.written[slot] = this.places.generation;
    return length;
  }

  /** Copies a kept device's JSON into `target` at `at` (its length from `lengthOf`); returns the offset after it. */
  copy(country: CountryCode, doc: number, target: Buffer, at: number): number {
    if (this.sources && this.sources.lengthOf(country, doc) >= 0) return this.sources.copy(country, doc, target, at);
    const slot = this.slot(country, doc);
    const start = this.start[slot]!;
    return at + this.halves[this.half[slot]!]!.copy(target, at, start, start + this.lengths[slot]!);
  }

  /** Devices kept. */
  get size(): number {
    return this.places.size;
  }
}
