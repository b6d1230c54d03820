/**
 * Address search: the operator's own stations (network stops that are station records) and, when
 * the server has a geocoder (MAP_GEOCODER_URL, `geocoder: true` in /api/config), its addresses.
 * Without a geocoder it says so and searches stations only.
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { Lang } from '../../../shared/resource/types';
import { useLoad } from '../../circulation/useLoad';
import { fText } from '../filterMessages';
import { searchStations } from '../filters';
import type { NetworkStop } from '../network';
import { geocode, type GeocodeHit } from './api';

type Option = { kind: 'station'; stop: NetworkStop } | { kind: 'address'; hit: GeocodeHit };

async function geocoderEnabled(): Promise<boolean> {
  const res = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  const body = (await res.json()) as { geocoder?: unknown };
  return body.geocoder === true;
}

const DEBOUNCE_MS = 400;

export function AddressSearch({ lang, stops, onPlace, onStation }: {
  lang: Lang;
  stops: readonly NetworkStop[];
  onPlace: (p: { lat: number; lon: number }) => void;
  onStation: (stop: NetworkStop | null) => void;
}) {
  const enabled = useLoad(geocoderEnabled, 'geocoder');
  const withGeocoder = enabled.data === true;
  const [input, setInput] = useState('');
  const [hits, setHits] = useState<GeocodeHit[]>([]);
  const own = useMemo(() => stops.filter((s) => s.stationId !== null), [stops]);
  useEffect(() => {
    if (!withGeocoder || input.trim().length < 3) {
      setHits([]);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      geocode(input.trim()).then((h) => { if (live) setHits(h); }, () => { if (live) setHits([]); });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, withGeocoder]);
  const options: Option[] = useMemo(
    () => [...searchStations(own, input, 10).map((stop) => ({ kind: 'station' as const, stop })), ...hits.map((hit) => ({ kind: 'address' as const, hit }))],
    [own, input, hits],
  );
  const hint = withGeocoder ? fText(lang, 'addressHintGeocoder') : fText(lang, 'addressHintStations');
  return (
    <Autocomplete<Option>
      size="small"
      sx={{ width: 230 }}
      options={options}
      filterOptions={(o) => o}
      groupBy={(o) => (o.kind === 'station' ? fText(lang, 'groupStations') : fText(lang, 'groupAddresses'))}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      getOptionLabel={(o) => (o.kind === 'station' ? o.stop.name : o.hit.label)}
      isOptionEqualToValue={(a, b) => (a.kind === 'station' && b.kind === 'station' ? a.stop.id === b.stop.id : a === b)}
      onChange={(_e, value) => {
        if (!value) return;
        if (value.kind === 'station') onStation(value.stop);
        else onPlace({ lat: value.hit.lat, lon: value.hit.lon });
      }}
      noOptionsText={withGeocoder ? (lang === 'de' ? 'Keine Treffer' : 'Nessun risultato') : fText(lang, 'stationsOnly')}
      renderInput={(params) => (
        <TextField {...params} label={fText(lang, 'address')} title={hint} helperText={enabled.data === false ? fText(lang, 'stationsOnly') : undefined}
          slotProps={{ ...params.slotProps, formHelperText: { sx: { position: 'absolute', top: '100%', m: 0, fontSize: 11, whiteSpace: 'nowrap' } } }} />
      )}
    />
  );
}
