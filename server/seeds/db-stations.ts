import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

interface DbStation {
  id?: string;
  ril100?: string;
  nr?: number;
  name?: string;
  location?: { latitude?: number; longitude?: number };
}

/**
 * German stations from the npm package db-stations 5.0.2 (CC BY 4.0, DB Station&Service AG
 * via DB InfraGO), read line by line from its data.ndjson.
 */
export async function* rows(): AsyncGenerator<Record<string, unknown>> {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('db-stations/package.json')), 'data.ndjson');
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const s = JSON.parse(line) as DbStation;
    yield {
      name: s.name,
      stationCode: s.ril100 ?? null,
      stationNumber: s.nr ?? null,
      evaNumber: s.id ?? null,
      gpsLatitudeN: s.location?.latitude ?? null,
      gpsLongitudeE: s.location?.longitude ?? null,
    };
  }
}
