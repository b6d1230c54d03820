/**
 * A minimal ZIP writer (pure): every entry STORED (uncompressed), UTF-8 names, CRC-32 checked.
 * Enough for an Office Open XML workbook, without a dependency; spreadsheets open stored entries
 * like deflated ones.
 */

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

let crcTable: Uint32Array | null = null;

function table(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

/** CRC-32 (IEEE 802.3), as ZIP stores it. */
export function crc32(data: Uint8Array): number {
  const t = table();
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = t[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time of a local date (ZIP's only timestamp format). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

const UTF8_NAMES = 0x0800;

/** The archive's bytes: local headers with data, the central directory, its end record. */
export function zipStore(entries: readonly ZipEntry[], date = new Date()): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const { time, day } = dosDateTime(date);
  const names = entries.map((e) => encoder.encode(e.name));
  const localSize = entries.reduce((sum, e, i) => sum + 30 + names[i].length + e.data.length, 0);
  const centralSize = names.reduce((sum, n) => sum + 46 + n.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  const crcs = entries.map((e) => crc32(e.data));
  let p = 0;
  entries.forEach((entry, i) => {
    offsets.push(p);
    view.setUint32(p, 0x04034b50, true);
    view.setUint16(p + 4, 20, true); // version needed: 2.0
    view.setUint16(p + 6, UTF8_NAMES, true);
    view.setUint16(p + 8, 0, true); // method: stored
    view.setUint16(p + 10, time, true);
    view.setUint16(p + 12, day, true);
    view.setUint32(p + 14, crcs[i], true);
    view.setUint32(p + 18, entry.data.length, true);
    view.setUint32(p + 22, entry.data.length, true);
    view.setUint16(p + 26, names[i].length, true);
    view.setUint16(p + 28, 0, true);
    out.set(names[i], p + 30);
    out.set(entry.data, p + 30 + names[i].length);
    p += 30 + names[i].length + entry.data.length;
  });
  const centralStart = p;
  entries.forEach((entry, i) => {
    view.setUint32(p, 0x02014b50, true);
    view.setUint16(p + 4, 20, true); // made by
    view.setUint16(p + 6, 20, true); // needed
    view.setUint16(p + 8, UTF8_NAMES, true);
    view.setUint16(p + 10, 0, true);
    view.setUint16(p + 12, time, true);
    view.setUint16(p + 14, day, true);
    view.setUint32(p + 16, crcs[i], true);
    view.setUint32(p + 20, entry.data.length, true);
    view.setUint32(p + 24, entry.data.length, true);
    view.setUint16(p + 28, names[i].length, true);
    // extra, comment, disk, internal and external attributes stay 0
    view.setUint32(p + 42, offsets[i], true);
    out.set(names[i], p + 46);
    p += 46 + names[i].length;
  });
  view.setUint32(p, 0x06054b50, true);
  view.setUint16(p + 8, entries.length, true);
  view.setUint16(p + 10, entries.length, true);
  view.setUint32(p + 12, p - centralStart, true);
  view.setUint32(p + 16, centralStart, true);
  return out;
}
