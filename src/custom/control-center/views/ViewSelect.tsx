/**
 * The "view" filter: the user's saved views (server-side, per user). Choosing one applies its
 * filters and moves the map to its centre and zoom; "save" stores the current state under a name.
 */
import { Suspense, useState } from 'react';
import { Box, FormControl, IconButton, InputLabel } from '@mui/material';
import { LazySelect, SelectOption } from '../../../ui/inputs/LazySelect';
import { preloadable, preloadAtFirstInteraction } from '../../../ui/preloadable';
import { useLazyMenu } from '../../../ui/useLazyMenu';
import SaveIcon from '@mui/icons-material/BookmarkAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { MapViewState } from '../../../shared/operations/mapViews';
import { usePageQuery } from '../../../providers/query';
import { errorMessage } from '../../../ui/errorMessage';
import { LazyTooltip } from '../../../ui/LazyTooltip';
import { ccKey } from '../keys';
import type { MapFilters } from '../filters';
import type { MapPlace } from '../mapHandle';
import { deleteView, fetchViews, saveView } from './api';
import { usePageText } from '../../../providers/i18n/usePageText';
import { ccTexts } from '../messages';

const VIEWS_KEY = ccKey('views');

/** The naming dialog: fetched at the first interaction with the page, drawn from the first "save" on. */
const saveViewDialog = preloadable(() => import('./SaveViewDialog').then((m) => m.SaveViewDialog));
const preloadSaveViewDialog = () => void saveViewDialog.preload().catch(() => undefined);

export function ViewSelect({ filters, currentPlace, onApply }: {
  filters: MapFilters;
  currentPlace: () => MapPlace | null;
  onApply: (state: MapViewState) => void;
}) {
  preloadAtFirstInteraction(saveViewDialog);
  const { t } = usePageText(ccTexts);
  const views = usePageQuery(VIEWS_KEY, fetchViews);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: VIEWS_KEY });
  const notify = useNotify();
  const [chosen, setChosen] = useState('');
  // Mounted from its first opening on, so that closing plays its transition.
  const naming = useLazyMenu(preloadSaveViewDialog);
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const list = views.data ?? [];
  const current = list.find((v) => v.id === chosen);

  const save = async () => {
    const place = currentPlace();
    const state: MapViewState = {
      filters: { lineIds: filters.lineIds, networks: filters.networks ?? [], products: filters.products ?? [], warningOnly: filters.warningOnly },
      center: place?.center ?? null,
      zoom: place?.zoom ?? null,
    };
    try {
      const saved = await saveView(name.trim(), state);
      naming.hide();
      setChosen(saved.id);
      reload();
      notify(t('viewSaved', { name: saved.name }), { type: 'success' });
    } catch (e) {
      setError(e);
    }
  };

  const remove = async () => {
    if (!current) return;
    try {
      await deleteView(current.id);
      setChosen('');
      reload();
      notify(t('viewDeleted', { name: current.name }), { type: 'info' });
    } catch (e) {
      notify(errorMessage(e) ?? '', { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <FormControl size="small" sx={{ width: 180 }}>
        <InputLabel id="cc-view-label" shrink>{t('view')}</InputLabel>
        <LazySelect
          labelId="cc-view-label"
          id="cc-view"
          displayEmpty
          value={chosen}
          label={t('view')}
          onChange={(e) => {
            setChosen(e.target.value);
            const v = list.find((x) => x.id === e.target.value);
            if (v) onApply(v.state);
          }}
          renderValue={(id) => list.find((v) => v.id === id)?.name ?? t('noView')}
        >
          {views.error ? <SelectOption disabled>{t('viewsFailed', { error: errorMessage(views.error) ?? '' })}</SelectOption> : null}
          {list.length === 0 && !views.error ? <SelectOption disabled value="">{t('noView')}</SelectOption> : null}
          {list.map((v) => <SelectOption key={v.id} value={v.id}>{v.name}</SelectOption>)}
        </LazySelect>
      </FormControl>
      <LazyTooltip title={t('saveView')}>
        <IconButton size="small" aria-label={t('saveView')} onClick={() => { setName(current?.name ?? ''); setError(null); naming.show(); }}><SaveIcon fontSize="small" /></IconButton>
      </LazyTooltip>
      {current && (
        <LazyTooltip title={t('deleteView', { name: current.name })}>
          <IconButton size="small" aria-label={t('deleteView', { name: current.name })} onClick={() => void remove()}><DeleteIcon fontSize="small" /></IconButton>
        </LazyTooltip>
      )}
      {naming.mounted && (
        <Suspense fallback={null}>
          <saveViewDialog.Component open={naming.open} name={name} error={error} onName={setName} onSave={() => void save()} onClose={naming.hide} />
        </Suspense>
      )}
    </Box>
  );
}
