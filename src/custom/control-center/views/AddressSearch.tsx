/**
 * Address search: the operator's own stations (network stops that are station records) and, when
 * the server has a geocoder (MAP_GEOCODER_URL, `geocoder: true` in /api/config), its addresses.
 * Without a geocoder it says so and searches stations only.
 */
import { useEffect, useMemo, useState } from 'react';

import { LazyAutocomplete } from '../../../ui/LazyAutocomplete';
import { searchStations } from '../filters';
import type { NetworkStop } from '../network';
import { usePageQuery } from '../../../providers/query';
import { ccKey } from '../keys';
import { useMapConfig } from '../useMapData';
import { geocode, type GeocodeHit } from './api';
import { usePageText } from '../../../providers/i18n/usePageText';
import { ccTexts } from '../messages';
import { PlainTextField } from '../../../ui/inputs';

type Option = { kind: 'station'; stop: NetworkStop } | { kind: 'address'; hit: GeocodeHit };

const DEBOUNCE_MS = 400;
const MIN_CHARS = 3;
const NO_HITS: readonly GeocodeHit[] = [];

export function AddressSearch({ stops, onPlace, onStation }: {
  stops: readonly NetworkStop[];
  onPlace: (p: { lat: number; lon: number }) => void;
  onStation: (stop: NetworkStop | null) => void;
}) {
  const { t } = usePageText(ccTexts);
  const config = useMapConfig();
  const withGeocoder = config.data?.geocoder === true;
  const [input, setInput] = useState('');
  // The geocoder is asked once the user pauses typing; its answers are cached per text.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const search = usePageQuery(ccKey('geocode', asked), () => geocode(asked), { enabled: withGeocoder && asked.length >= MIN_CHARS, staleTime: 60_000, keepPrevious: true });
  // A failed address search leaves the stations: nothing to report beside them.
  const hits: readonly GeocodeHit[] = withGeocoder && input.trim().length >= MIN_CHARS ? search.data ?? NO_HITS : NO_HITS;
  const own = useMemo(() => stops.filter((s) => s.stationId !== null), [stops]);
  const options: Option[] = useMemo(
    () => [...searchStations(own, input, 10).map((stop) => ({ kind: 'station' as const, stop })), ...hits.map((hit) => ({ kind: 'address' as const, hit }))],
    [own, input, hits],
  );
  const hint = withGeocoder ? t('addressHintGeocoder') : t('addressHintStations');
  return (
    <LazyAutocomplete<Option>
      size="small"
      sx={{ width: 230 }}
      options={options}
      filterOptions={(o) => o}
      groupBy={(o) => (o.kind === 'station' ? t('groupStations') : t('groupAddresses'))}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      getOptionLabel={(o) => (o.kind === 'station' ? o.stop.name : o.hit.label)}
      isOptionEqualToValue={(a, b) => (a.kind === 'station' && b.kind === 'station' ? a.stop.id === b.stop.id : a === b)}
      onChange={(_e, value) => {
        if (!value) return;
        if (value.kind === 'station') onStation(value.stop);
        else onPlace({ lat: value.hit.lat, lon: value.hit.lon });
      }}
      noOptionsText={withGeocoder ? t('noOptions') : t('stationsOnly')}
      renderInput={(params) => (
        <PlainTextField {...params} label={t('address')} title={hint} helperText={config.data?.geocoder === false ? t('stationsOnly') : undefined}
          slotProps={{ ...params.slotProps, formHelperText: { sx: { position: 'absolute', top: '100%', m: 0, fontSize: 11, whiteSpace: 'nowrap' } } }} />
      )}
    />
  );
}
