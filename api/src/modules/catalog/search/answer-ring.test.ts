import { AnswerRingReader, AnswerRingWriter } from './answer-ring';

function ring(bytes: number) {
  const buffer = new SharedArrayBuffer(bytes);
  const writer = new AnswerRingWriter(buffer);
  const reader = new AnswerRingReader(buffer);
  return {
    writer,
    reader,
    /** Written by the worker and taken by the main thread (the test fails if there is no room). */
    send: (body: string) => reader.take(writer.write(body)!),
    /** The main thread releases an answer; the worker hears of it with the next search. */
    release: (answer: { release(): void }) => {
      answer.release();
      writer.released(reader.releasedTo);
    },
  };
}

const text = (n: number, fill: string) => fill.repeat(n);

describe('the answer ring a search worker shares with the main thread', () => {
  it('hands the main thread the bytes written, as UTF-8, from a Buffer or a string', () => {
    const { writer, reader } = ring(1024);
    const fromString = writer.write('{"name":"Objectif grand-angle à 12 €"}')!;
    const fromBytes = writer.write(Buffer.from('xx{"b":2}yy'), 2, 9)!;
    expect(reader.take(fromString).bytes.toString('utf8')).toBe('{"name":"Objectif grand-angle à 12 €"}');
    expect(fromString.size).toBe(Buffer.byteLength('{"name":"Objectif grand-angle à 12 €"}'));
    expect(reader.take(fromBytes).bytes.toString('utf8')).toBe('{"b":2}');
    expect(reader.inUse).toBe(2);
  });

  it('never writes over an answer the main thread still holds, and says so (null) when there is no room', () => {
    const { writer, reader, send, release } = ring(800);
    const a = send(text(100, 'a'));
    const b = send(text(100, 'b'));
    const slices = [];
    for (let i = 0; i < 6; i++) slices.push(writer.write(text(100, String(i))));
    // 800 bytes: a, b and six more fill the ring; nothing more fits until the reader releases.
    expect(slices.every((slice) => slice !== null)).toBe(true);
    const held = slices.map((slice) => reader.take(slice!));
    writer.released(reader.releasedTo);
    expect(writer.write(text(100, 'c'))).toBeNull();
    // Released out of order: b first frees nothing (a, before it, is still being sent) ...
    release(b);
    expect(reader.releasedTo).toBe(0);
    expect(writer.write(text(100, 'c'))).toBeNull();
    // ... then a frees both.
    release(a);
    expect(reader.releasedTo).toBe(200);
    const c = send(text(100, 'c'));
    const d = send(text(100, 'd'));
    expect(writer.write(text(1, 'e'))).toBeNull();
    expect(c.bytes.toString()).toBe(text(100, 'c'));
    expect(d.bytes.toString()).toBe(text(100, 'd'));
    held.forEach((h, i) => expect(h.bytes.toString()).toBe(text(100, String(i))));
    expect(reader.inUse).toBe(8);
  });

  it('does not split an answer over the end of the ring: it starts the next lap, once that part is released', () => {
    const { writer, reader, send, release } = ring(1000);
    const first = send(text(90, 'a'));
    const second = send(text(90, 'b'));
    const rest = [];
    for (let i = 0; i < 8; i++) rest.push(send(text(90, 'x')));
    // 900 bytes written; 90 more do not fit before the end (100 left, but the start is held).
    writer.released(reader.releasedTo);
    expect(writer.write(text(120, 'c'))).toBeNull();
    release(first);
    // 120 bytes do not fit in the 90 released at the start, nor in the 100 at the end.
    expect(writer.write(text(120, 'c'))).toBeNull();
    release(second);
    const c = writer.write(text(120, 'c'))!;
    expect(c.position).toBe(1000);
    expect(reader.take(c).bytes.toString()).toBe(text(120, 'c'));
    expect(rest.every((r) => r.bytes.toString() === text(90, 'x'))).toBe(true);
  });

  it('keeps an answer larger than an eighth of the ring out of it, and a release twice counts once', () => {
    const { writer, reader, send } = ring(800);
    expect(writer.write(text(101, 'a'))).toBeNull();
    const a = send(text(100, 'a'));
    const b = send(text(100, 'b'));
    a.release();
    a.release();
    expect(reader.inUse).toBe(1);
    expect(reader.releasedTo).toBe(100);
    b.release();
    expect(reader.releasedTo).toBe(200);
    expect(reader.inUse).toBe(0);
  });

  // With 64 KB the oldest answer is often still held when the ring comes round to it (those
  // answers go as strings); with 256 KB it never is. Either way no answer's bytes change.
  it.each([
    [64 * 1024, 'some', (n: number) => n > 1_000],
    [256 * 1024, 'no', (n: number) => n === 0],
  ])(
    'goes round a ring of %i bytes many times as answers are sent and released in any order (%s answers as strings)',
    (bytes, _, expectedAsText) => {
      const { writer, reader } = ring(bytes);
      const held: { bytes: Buffer; release(): void; expected: string }[] = [];
      let seed = 7;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      let asText = 0;
      for (let i = 0; i < 20_000; i++) {
        const body = `{"i":${i},"s":"${'é'.repeat(Math.floor(rand() * 3000))}"}`;
        writer.released(reader.releasedTo);
        const slice = writer.write(body);
        if (slice) held.push({ ...reader.take(slice), expected: body });
        else asText++;
        // A few answers are in flight at once and finish in any order.
        while (held.length > 8 || (held.length > 0 && rand() < 0.3)) {
          const [done] = held.splice(Math.floor(rand() * held.length), 1);
          expect(done!.bytes.toString('utf8')).toBe(done!.expected);
          done!.release();
        }
      }
      for (const h of held) expect(h.bytes.toString('utf8')).toBe(h.expected);
      expect(expectedAsText(asText)).toBe(true);
      expect(reader.inUse).toBe(held.length);
    },
  );
});
