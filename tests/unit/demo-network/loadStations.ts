/**
 * The real station data for the demo tests: node_modules/db-stations/data.ndjson mapped to the
 * generator's input shape (id = ril100 code, or a counter when a station has none).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StationInput } from '../../../server/operations/demo-network';

interface DbStation {
  ril100?: string;
  name: string;
  location?: { latitude?: number; longitude?: number };
}

let cache: StationInput[] | null = null;

export function loadStations(): StationInput[] {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('db-stations/package.json')), 'data.ndjson');
  cache = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((line, i) => {
    const s = JSON.parse(line) as DbStation;
    return {
      id: s.ril100 ?? `station-${i}`,
      stationCode: s.ril100 ?? null,
      name: s.name,
      lat: s.location?.latitude ?? null,
      lon: s.location?.longitude ?? null,
    };
  });
  return cache;
}
