/**
 * Where kept things go in two preallocated halves, written in turn: when the half being written
 * has no room, the other one is emptied and written next, so the last half's worth stays kept (a
 * clock of two generations rather than a strict LRU: what is asked for often is soon written
 * again). Nothing is freed one by one and nothing is allocated per thing kept, so keeping costs
 * the garbage collector nothing (docs/decisions/0075-search-memory-outside-the-heap.md).
 *
 * This class only hands out places; the caller holds the halves (bytes, typed arrays). A place is
 * valid while its half's generation is the one it was taken in (`holds`).
 */
export class TwoHalves {
  private readonly generations = [1, 1];
  private readonly taken = [0, 0];
  private used = 0;
  /** The half being written. */
  half = 0;

  constructor(readonly halfLength: number) {}

  /** The half being written's generation: note it with a place from `take`. */
  get generation(): number {
    return this.generations[this.half]!;
  }

  /** Empties both halves. */
  clear(): void {
    this.generations[0]!++;
    this.generations[1]!++;
    this.taken[0] = this.taken[1] = 0;
    this.used = 0;
  }

  /** Makes sure `length` more fits in the half being written: if not, the other half is emptied and written next. */
  reserve(length: number): void {
    if (this.used + length <= this.halfLength) return;
    this.half ^= 1;
    this.generations[this.half]!++;
    this.taken[this.half] = 0;
    this.used = 0;
  }

  /**
   * A place for `length` in the half being written (`half`, `generation`): its start, or -1 when it
   * is larger than a half or, with `mayEmpty` false, larger than what is left of this half (so that
   * places taken since the last `reserve` stay valid).
   */
  take(length: number, mayEmpty: boolean): number {
    if (length > this.halfLength || (!mayEmpty && this.used + length > this.halfLength)) return -1;
    this.reserve(length);
    const start = this.used;
    this.used += length;
    this.taken[this.half]!++;
    return start;
  }

  /** Whether a place taken in `half` during `generation` is still there. */
  holds(half: number, generation: number): boolean {
    return this.generations[half] === generation;
  }

  /** Places held. */
  get size(): number {
    return this.taken[0]! + this.taken[1]!;
  }
}
