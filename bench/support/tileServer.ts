/**
 * A map tile server on this machine for the benches: the machine has no internet, and the
 * control centre with unreachable tiles is not what an operator sees (it shows the "base map
 * not reachable" notice, which Lighthouse then takes as the largest paint, seconds late).
 *
 * Every base tile (`/base/{z}/{x}/{y}.png`) is the same 256×256 PNG, made here with some texture
 * so that it is about the size of a real map tile (about 20 KB); every overlay tile (signals,
 * speeds) a transparent one of about 100 bytes. Cached for a day, as tile servers do.
 */
import { createServer, type Server } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 256×256 RGB PNG: a light ground with streets and a deterministic grain. */
export function tilePng(): Buffer {
  const size = 256;
  const raw = Buffer.alloc(size * (1 + size * 3));
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const street = x % 64 < 3 || y % 48 < 3 || Math.abs(x - y) < 2;
      const grain = Math.floor(random() * 10);
      const [r, g, b] = street ? [255, 255, 255] : [232 - grain, 236 - grain, 228 - grain];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 256×256 fully transparent PNG, as an overlay's tile (signals, speeds) mostly is: about 100 bytes. */
export function transparentTilePng(): Buffer {
  const size = 256;
  const raw = Buffer.alloc(size * (1 + size * 4));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** A Leaflet URL template, e.g. http://127.0.0.1:1234/base/{z}/{x}/{y}.png. */
  template(layer: string): string;
  close(): Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const base = tilePng();
  const overlay = transparentTilePng();
  const server: Server = createServer((req, res) => {
    if (!/\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    const png = req.url?.startsWith('/base/') ? base : overlay;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    template: (layer) => `http://127.0.0.1:${port}/${layer}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The tile server, with the app servers started after it pointed at its tiles (they read the
 * MAP_*_TILES URLs from the environment): without internet the control centre would show its
 * "base map not reachable" notice.
 */
export async function startTileServerForApp(): Promise<TileServer> {
  const tiles = await startTileServer();
  process.env.MAP_BASE_TILES = tiles.template('base');
  process.env.MAP_SIGNALS_TILES = tiles.template('signals');
  process.env.MAP_MAXSPEED_TILES = tiles.template('maxspeed');
  return tiles;
}
