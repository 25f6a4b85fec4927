/**
 * Answers a search worker hands to the main thread as bytes in memory both threads share, written
 * in turn around a ring, instead of as strings copied from one heap to the other.
 *
 * Why: a string answer (~9 KB on average, twice that when it holds an accent) is deserialized into
 * the main thread's heap and lives until its response is written; under load a third of them
 * are still alive at the next scavenge and are promoted, ~60 MB a second into the old
 * generation, which costs the HTTP thread a tenth of its time in scavenges plus full collections
 * (docs/decisions/0074-one-search-worker-thread.md). Bytes in the ring are sent as they are (a
 * Buffer over the shared memory): nothing is copied into the heap, decoded or encoded again, and
 * no new memory outside the heap is made per answer (which V8 answers with full collections of
 * its own).
 *
 * Positions are bytes written since the ring was made (a 53-bit count: no wrap-around to reason
 * about); an answer takes `size` bytes from `position % capacity`, never split over the ring's
 * end. The writer (the worker) may reuse bytes once the reader (the main thread) says it has
 * released them: the reader tells the writer how far it has released with each search it sends
 * (`releasedTo`), so a worker only ever knows a position at or behind the true one, and never
 * overwrites an answer still being sent. The reader releases answers in any order (responses
 * finish in any order); the position it reports is where the oldest unreleased answer starts.
 * When the ring has no room (a client that does not read its response holds its bytes), the
 * writer says so and the answer goes as a string.
 */
export const ANSWER_RING_BYTES = 8 * 1024 * 1024;

export interface RingSlice {
  position: number;
  size: number;
}

/** The worker's side: where the next answer goes. */
export class AnswerRingWriter {
  private readonly bytes: Buffer;
  private next = 0;
  private releasedTo = 0;

  constructor(readonly buffer: SharedArrayBuffer) {
    this.bytes = Buffer.from(buffer);
  }

  get capacity(): number {
    return this.bytes.length;
  }

  /** What the reader has released (sent with each search); positions only move forward. */
  released(position: number): void {
    if (position > this.releasedTo) this.releasedTo = Math.min(position, this.next);
  }

  /**
   * Copies `source[start, end)` into the ring, or writes `text` as UTF-8; null when there is no
   * room (the caller sends it another way). An answer larger than an eighth of the ring never
   * goes in it.
   */
  write(source: Buffer | string, start = 0, end = typeof source === 'string' ? -1 : source.length): RingSlice | null {
    const size = typeof source === 'string' ? Buffer.byteLength(source) : end - start;
    if (size > this.capacity / 8) return null;
    let position = this.next;
    const offset = position % this.capacity;
    // Never split over the end: the rest of this lap is skipped.
    if (offset + size > this.capacity) position += this.capacity - offset;
    if (position + size - this.releasedTo > this.capacity) return null;
    const at = position % this.capacity;
    if (typeof source === 'string') this.bytes.write(source, at, size, 'utf8');
    else source.copy(this.bytes, at, start, end);
    this.next = position + size;
    return { position, size };
  }
}

/** The main thread's side: the answers' bytes, and their release once sent. */
export class AnswerRingReader {
  private readonly capacity: number;
  /** Answers handed out and not released yet, oldest first: their end, and whether released. */
  private readonly held: { end: number; released: boolean }[] = [];
  private first = 0;
  private releasedPosition = 0;

  constructor(readonly buffer: SharedArrayBuffer) {
    this.capacity = buffer.byteLength;
  }

  /**
   * The answer's bytes (a view, not a copy) and the function that releases them; call it once the
   * bytes are no longer needed (the response finished or was closed). Slices come in the order
   * the writer wrote them.
   */
  take(slice: RingSlice): { bytes: Buffer; release: () => void } {
    const entry = { end: slice.position + slice.size, released: false };
    this.held.push(entry);
    const bytes = Buffer.from(this.buffer, slice.position % this.capacity, slice.size);
    return {
      bytes,
      release: () => {
        if (entry.released) return;
        entry.released = true;
        while (this.first < this.held.length && this.held[this.first]!.released)
          this.releasedPosition = this.held[this.first++]!.end;
        // Compact now and then rather than shifting the array per answer.
        if (this.first > 1024 && this.first * 2 > this.held.length) {
          this.held.splice(0, this.first);
          this.first = 0;
        }
      },
    };
  }

  /** Where the oldest answer still held starts (everything before it may be written over). */
  get releasedTo(): number {
    return this.releasedPosition;
  }

  /** Answers handed out and not released yet. */
  get inUse(): number {
    let count = 0;
    for (let i = this.first; i < this.held.length; i++) if (!this.held[i]!.released) count++;
    return count;
  }
}
