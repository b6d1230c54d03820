/**
 * "Lagebericht" in the circulation list's measure dialogs: the open and stable situations the user
 * may edit (Query.situations + Query.myCategoryRights); the measure taken is attached to the chosen
 * one (the dispatch mutation's situationId). Shows nothing while there is none to choose.
 */
import { useMemo } from 'react';
import { MenuItem } from '@mui/material';
import { SelectField } from '../../../ui/inputs/SelectField';
import type { Lang } from '../../../shared/resource/types';
import { pageKey, usePageQuery } from '../../../providers/query';
import { fetchMyRights, fetchSituations } from '../api';
import { sitLinkTexts } from './messages';

/** Situations a measure can be attached to: open or stable, editable, newest first. */
export async function fetchAttachableSituations() {
  const [page, rights] = await Promise.all([
    fetchSituations({ filter: { states: ['open', 'stable'] }, page: 1, perPage: 100, sortField: 'startAt', sortOrder: 'DESC' }),
    fetchMyRights(),
  ]);
  const editable = new Set(rights.filter((r) => r.edit).map((r) => String(r.categoryId)));
  return page.items.filter((s) => editable.has(String(s.categoryId)));
}

export function SituationSelect({ value, onChange, lang }: { value: string; onChange: (id: string) => void; lang: Lang }) {
  const query = usePageQuery(pageKey('situations', 'attachable'), fetchAttachableSituations, { staleTime: 10_000 });
  const options = useMemo(() => query.data ?? [], [query.data]);
  const t = (k: Parameters<typeof sitLinkTexts.text>[1]) => sitLinkTexts.text(lang, k);
  const known = value === '' || options.some((s) => s.id === value);
  if (!query.error && options.length === 0 && value === '') return null;
  return (
    <SelectField
      size="small"
      id="measure-situation"
      label={t('measureSituation')}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!query.error}
      helperText={query.error ? t('measureSituationFailed') : t('measureSituationHelp')}
    >
      <MenuItem value=""><em>{t('measureSituationNone')}</em></MenuItem>
      {options.map((s) => (
        <MenuItem key={s.id} value={s.id}>{`${s.number} · ${s.title}`}</MenuItem>
      ))}
    </SelectField>
  );
}
