/**
 * The filters above the map (specification point 2: lines, train-number search, station search,
 * warning) and how many trains the map shows. The state is the page's.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { PlainSwitch } from '../../ui/inputs/PlainSwitch';
import { enumLabel } from '../../shared/resource/enumLabel';
import { lineValues, type MapFilters, type RunInfo } from './filters';
import { LineAttributeFilter } from './LineAttributeFilter';
import { LineFilter } from './LineFilter';
import type { NetworkLine, NetworkStop } from './network';
import { StationSearch, TrainSearch } from './SearchFields';
import { usePageText } from '../../providers/i18n/usePageText';
import { ccTexts } from './messages';
import { useDeclaration } from '../../shell/ShellContext';

export interface MapFilterBarProps {
  filters: MapFilters;
  lines: readonly NetworkLine[];
  stops: readonly NetworkStop[];
  runs: ReadonlyMap<string, RunInfo>;
  shownTrains: number;
  onMap(runId: string): boolean;
  onFilters(next: MapFilters): void;
  onTrain(run: RunInfo | null, text: string): void;
  onStation(stop: NetworkStop | null): void;
  /** More controls at the start (the page title). */
  children?: ReactNode;
  /** The saved views' control (first filter). */
  views?: ReactNode;
  /** The address search (after the station search). */
  address?: ReactNode;
}


export function MapFilterBar(props: MapFilterBarProps) {
  const { t, lang } = usePageText(ccTexts);
  // A product's label from the served lines declaration (tramTrain → "Stadtbahn (Tram-Train)").
  const lines = useDeclaration('Line');
  const productLabel = (value: string) => (lines ? enumLabel(lines, 'product', value, lang) : value);
  const { filters, onFilters } = props;
  return (
    <Box
      component="section"
      aria-label={t('filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1, position: 'relative', zIndex: (theme) => theme.zIndex.mapControl }}
    >
      {props.children}
      {props.views}
      <LineFilter lines={props.lines} value={filters.lineIds} onChange={(lineIds) => onFilters({ ...filters, lineIds })} />
      <LineAttributeFilter
        id="control-center-networks"
        label={t('networks')}
        allLabel={t('allNetworks')}
        values={lineValues(props.lines, 'network')}
        value={filters.networks ?? []}
        onChange={(networks) => onFilters({ ...filters, networks })}
      />
      <LineAttributeFilter
        id="control-center-products"
        label={t('products')}
        allLabel={t('allProducts')}
        values={lineValues(props.lines, 'product')}
        value={filters.products ?? []}
        onChange={(products) => onFilters({ ...filters, products })}
        optionLabel={productLabel}
      />
      <TrainSearch runs={props.runs} onMap={props.onMap} onSelect={props.onTrain} />
      <StationSearch stops={props.stops} onSelect={props.onStation} />
      {props.address}
      <PlainSwitch label={t('warningOnly')} title={t('warningHint')} checked={filters.warningOnly} onChange={(warningOnly) => onFilters({ ...filters, warningOnly })} />
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2" data-testid="train-count" sx={{ color: 'text.secondary' }}>
        {t('trainCount', { count: props.shownTrains })}
      </Typography>
    </Box>
  );
}
