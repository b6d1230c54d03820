/** Opens a GTFS zip (path or Buffer) with yauzl and streams single entries by file name. */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface ZipArchive {
  /** Base names of the files in the archive (folders inside the zip are ignored). */
  has(name: string): boolean;
  /** Uncompressed size in bytes (0 when unknown). */
  size(name: string): number;
  open(name: string): Promise<Readable>;
  close(): void;
}

/** Reads only the central directory; entries are decompressed later, one at a time. */
export async function openZip(source: string | Buffer): Promise<ZipArchive> {
  const options = { lazyEntries: true, autoClose: false };
  const zip = typeof source === 'string' ? await yauzl.openPromise(source, options) : await yauzl.fromBufferPromise(source, options);
  const entries = new Map<string, { entry: yauzl.Entry; depth: number }>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        const path = entry.fileName;
        // Feeds zipped together with their folder keep the files one level down; macOS adds junk.
        if (!path.endsWith('/') && !path.startsWith('__MACOSX/')) {
          const parts = path.split('/');
          const name = parts[parts.length - 1];
          const known = entries.get(name);
          if (!known || known.depth > parts.length) entries.set(name, { entry, depth: parts.length });
        }
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    has: (name) => entries.has(name),
    size: (name) => entries.get(name)?.entry.uncompressedSize ?? 0,
    open: (name) => {
      const found = entries.get(name);
      if (!found) return Promise.reject(new Error(`${name} not in archive`));
      return zip.openReadStreamPromise(found.entry);
    },
    close: () => zip.close(),
  };
}
