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
 * The bytes go in two halves written in turn (TwoHalves).
 */
import { COUNTRY_CODES, type CountryCode } from 'config';
import { TwoHalves } from './two-halves';

const COUNTRY_SLOT = new Map<CountryCode, number>(COUNTRY_CODES.map((cc, i) => [cc, i]));

export class HitArena {
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
    this.version = version;
    this.documents = documents;
    const slots = documents * COUNTRY_CODES.length;
    this.half = new Uint8Array(slots);
    this.start = new Int32Array(slots);
    this.lengths = new Int32Array(slots);
    this.written = new Uint32Array(slots);
    this.places.clear();
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
    const slot = this.slot(country, doc);
    const start = this.start[slot]!;
    return at + this.halves[this.half[slot]!]!.copy(target, at, start, start + this.lengths[slot]!);
  }

  /** Devices kept. */
  get size(): number {
    return this.places.size;
  }
}
