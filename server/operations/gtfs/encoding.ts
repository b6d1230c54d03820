/**
 * Text encoding of a feed file (GTFS requires UTF-8). The rule: everything before the first byte
 * sequence that is not UTF-8 is read as UTF-8 (it is valid UTF-8); from that byte on the file is
 * read as Windows-1252, the usual encoding of feeds exported by Windows tools, and the caller is
 * told the line of that byte, so the import can report it. ASCII is the same in both.
 */
import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';

const NEWLINE = 10;

/**
 * Windows-1252's characters at 0x80–0x9F (the rest is Latin-1). Node's TextDecoder('windows-1252')
 * decodes these as C1 controls (Latin-1), so "€" would be lost: the table is applied here.
 * Undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay as their C1 code points.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

/** Bytes at the end of buf that start a UTF-8 sequence the chunk does not complete (0..3). */
export function incompleteTail(buf: Uint8Array): number {
  const n = buf.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = buf[n - back];
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(buf: Uint8Array): number {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > buf.length) return i;
    if (len > 1 && !isUtf8(buf.subarray(i, i + len))) return i;
    i += len;
  }
  return -1;
}

function countNewlines(buf: Uint8Array, to = buf.length): number {
  let count = 0;
  let at = buf.indexOf(NEWLINE);
  while (at >= 0 && at < to) {
    count++;
    at = buf.indexOf(NEWLINE, at + 1);
  }
  return count;
}

/**
 * Passes valid UTF-8 through unchanged; from the first invalid byte on, decodes Windows-1252 and
 * passes the text on as UTF-8. `onConverted(line)` is called once, with the line (1 = first) of
 * that byte.
 */
export class Utf8Guard extends Transform {
  private carry: Buffer | null = null;
  private newlines = 0;
  private converting = false;

  constructor(private readonly onConverted: (line: number) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.converting) return done(null, Buffer.from(decodeWindows1252(chunk), 'utf8'));
    const data = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const cut = data.length - incompleteTail(data);
    const whole = data.subarray(0, cut);
    if (isUtf8(whole)) {
      this.carry = cut < data.length ? Buffer.from(data.subarray(cut)) : null;
      this.newlines += countNewlines(whole);
      return done(null, whole);
    }
    this.carry = null;
    done(null, this.convertFrom(data, firstInvalidUtf8(data)));
  }

  override _flush(done: TransformCallback): void {
    // A sequence cut off by the end of the file is not UTF-8 either.
    if (this.carry && !this.converting) done(null, this.convertFrom(this.carry, 0));
    else done();
  }

  private convertFrom(data: Buffer, at: number): Buffer {
    this.converting = true;
    this.onConverted(this.newlines + countNewlines(data, at) + 1);
    return Buffer.concat([data.subarray(0, at), Buffer.from(decodeWindows1252(data.subarray(at)), 'utf8')]);
  }
}
