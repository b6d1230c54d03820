import { Suspense, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQueryClient } from '@tanstack/react-query';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, usePageQuery } from '../../../providers/query/pageQuery';
import type { CatalogDispatchKind } from '../../../shared/situations/checklist';
import type { RunRow } from '../../../shared/operations/types';
import type { Situation } from '../../../shared/situations/api';
import { preloadable } from '../../../ui/preloadable';
import { fetchRun } from '../../circulation/api';
import { useMayDispatch } from '../../circulation/useMayDispatch';
import { dialogFor } from './measureAction';
import { checklistTexts } from './messages';

const actionDialogs = preloadable(() => import('../../circulation/ActionDialogs').then((m) => m.ActionDialogs));

/** The situation's runs as the circulation list has them (runs no longer on the day are left out). */
async function fetchRuns(runIds: readonly string[]): Promise<RunRow[]> {
  const runs = await Promise.all(runIds.map((id) => fetchRun(id)));
  return runs.filter((r): r is NonNullable<typeof r> => r !== null);
}

/**
 * "Maßnahme starten" of a catalogue entry with a dispatch kind: choose one of the situation's runs
 * and take the measure in the circulation list's own dialog for that kind.
 */
export function StartMeasureButton({ situation, kind, label, onChanged }: { situation: Situation; kind: CatalogDispatchKind; label: string; onChanged: () => void }) {
  const { t, lang } = usePageText(checklistTexts);
  const mayDispatch = useMayDispatch();
  const client = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [row, setRow] = useState<RunRow | null>(null);
  const runs = usePageQuery(pageKey('situations', 'runs', situation.runIds), () => fetchRuns(situation.runIds), { enabled: anchor !== null });
  if (!mayDispatch) return null;
  const { action, preset } = dialogFor(kind);
  const ActionDialogs = actionDialogs.Component;
  return (
    <>
      <Button size="small" startIcon={<PlayArrowIcon />} aria-label={t('startMeasureFor', { text: label })} aria-haspopup="menu"
        onPointerEnter={() => void actionDialogs.preload()} onFocus={() => void actionDialogs.preload()}
        onClick={(e) => setAnchor(e.currentTarget)}>
        {t('startMeasure')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('chooseRun') } }}>
        {situation.runIds.length === 0 ? <MenuItem disabled>{t('noRuns')}</MenuItem> : null}
        {runs.error ? <MenuItem disabled>{t('runsFailed')}</MenuItem> : null}
        {(runs.data ?? []).map((r) => (
          <MenuItem key={r.id} onClick={() => { setAnchor(null); setRow(r); }}>
            <ListItemText primary={`${r.lineNumber} ${r.trainNumber}`} secondary={r.destination} />
          </MenuItem>
        ))}
      </Menu>
      {row ? (
        <Suspense fallback={null}>
          <ActionDialogs
            open={{ action, row }}
            lang={lang}
            mayDispatch={mayDispatch}
            preset={preset}
            // The measure dialog's situation field starts on this situation, so the measure is attached to it.
            situationId={situation.id}
            onClose={() => setRow(null)}
            onChanged={() => {
              void client.invalidateQueries({ queryKey: pageKey('situations') });
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
