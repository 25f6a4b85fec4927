/** Meta descriptions and keywords of device texts, kept outside the JavaScript heap. */

export interface MetaRef {
  texts: MetaTexts;
  index: number;
}

/**
 * Meta descriptions and keywords of every device text, as UTF-8 in a few large buffers rather
 * than a million JavaScript strings: on the 100k benchmark catalogue (500,000 texts) that is
 * ~120 MB outside the heap instead of ~300 MB of strings the garbage collector has to walk.
 */
export class MetaTexts {
  private static readonly CHUNK = 4 * 1024 * 1024;
  private readonly chunks: Buffer[] = [];
  private used = MetaTexts.CHUNK;
  /** Per entry: chunk, start, description length, keywords length. */
  private spans = new Uint32Array(4 * 1024);
  private count = 0;

  add(description: string, keywords: string): MetaRef {
    const d = Buffer.byteLength(description);
    const k = Buffer.byteLength(keywords);
    if (this.used + d + k > MetaTexts.CHUNK) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(MetaTexts.CHUNK, d + k)));
      this.used = 0;
    }
    const chunk = this.chunks[this.chunks.length - 1]!;
    const start = this.used;
    chunk.write(description, start);
    chunk.write(keywords, start + d);
    this.used += d + k;
    if (this.spans.length < 4 * (this.count + 1)) {
      const grown = new Uint32Array(this.spans.length * 2);
      grown.set(this.spans);
      this.spans = grown;
    }
    this.spans.set([this.chunks.length - 1, start, d, k], 4 * this.count);
    return { texts: this, index: this.count++ };
  }

  get(index: number): { metaDescription: string; metaKeywords: string } {
    const [chunk, start, d, k] = this.spans.subarray(4 * index, 4 * index + 4) as unknown as [
      number,
      number,
      number,
      number,
    ];
    const buffer = this.chunks[chunk]!;
    return {
      metaDescription: buffer.toString('utf8', start, start + d),
      metaKeywords: buffer.toString('utf8', start + d, start + d + k),
    };
  }
}
