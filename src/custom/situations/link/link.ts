/**
 * Addresses of the situation report's screens (pure). A new situation may be prefilled from the
 * place it is opened (the map's train popup: the run, its line and the moment).
 */
export const SITUATIONS_PATH = '/lagebericht';
export const NEW_SEGMENT = 'neu';
/** The shift handover (the texts part's page, src/custom/situations/handover). */
export const HANDOVER_PATH = '/lagebericht/uebergabe';

export interface NewSituationPreset {
  runIds: string[];
  lineIds: string[];
  stationIds: string[];
  /** ISO instant; none: now. */
  startAt: string | null;
}

export function situationLink(id: string): string {
  return `${SITUATIONS_PATH}/${encodeURIComponent(id)}`;
}

export function newSituationLink(preset: Partial<NewSituationPreset> = {}): string {
  const p = new URLSearchParams();
  for (const id of preset.runIds ?? []) p.append('run', id);
  for (const id of preset.lineIds ?? []) p.append('line', id);
  for (const id of preset.stationIds ?? []) p.append('station', id);
  if (preset.startAt) p.set('start', preset.startAt);
  const q = p.toString();
  return `${SITUATIONS_PATH}/${NEW_SEGMENT}${q ? `?${q}` : ''}`;
}

export function parseNewSituationPreset(search: string): NewSituationPreset {
  const p = new URLSearchParams(search);
  const start = p.get('start');
  return {
    runIds: p.getAll('run').filter(Boolean),
    lineIds: p.getAll('line').filter(Boolean),
    stationIds: p.getAll('station').filter(Boolean),
    startAt: start && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null,
  };
}
