/**
 * The control centre's sidebar (issue 5 point 3, layer `sidebar`): tabs control, all, active,
 * delayed, early and preview, each with its count (server definitions, the same rows as the
 * circulation list), the compact list of the tab's trains and a multiple selection with bulk
 * delay and cancel. A click on a train centres the map on it and opens its popup.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { RunTab } from '../../../shared/operations/tabs';
import { usePageText } from '../../../providers/i18n/usePageText';
import { PlainCheckbox, PlainSwitch } from '../../../ui/inputs/PlainSwitch';
import { preloadable } from '../../../ui/preloadable';
import { QueryEmpty, QueryError } from '../../../ui/states';
import { useMayDispatch } from '../../circulation/useMayDispatch';
import type { TabRun } from './api';
import type { BulkAction } from './BulkMeasureDialog';
import { sidebarTexts } from './messages';
import { allState, prune, toggle, toggleAll, type Selection } from './selection';
import { MessageButton } from './MessageButton';
import { TabBar } from './TabBar';
import { TrainList } from './TrainList';
import { TABS_KEY, useTabData } from './useTabData';

/** The bulk dialog (with the disruption causes) loads when the pointer or focus reaches its buttons. */
const bulkDialog = preloadable(() => import('./BulkMeasureDialog').then((m) => m.BulkMeasureDialog));
const preloadBulk = () => void bulkDialog.preload().catch(() => undefined);

export function Sidebar({ lineIds, onOpen }: {
  /** The lines the map's filters leave (null: all). */
  lineIds: readonly string[] | null;
  onOpen: (run: TabRun) => void;
}) {
  const { t, lang } = usePageText(sidebarTexts);
  const client = useQueryClient();
  const [tab, setTab] = useState<RunTab>('control');
  const [multi, setMulti] = useState(false);
  const [selection, setSelection] = useState<Selection>([]);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const mayDispatch = useMayDispatch();
  const data = useTabData(tab, lineIds);
  const rows = data.data?.rows ?? [];
  const ids = rows.map((r) => r.id);
  const idKey = ids.join('|');
  // A train that left the tab leaves the selection too (no action on a train the user cannot see).
  useEffect(() => setSelection((s) => prune(s, idKey ? idKey.split('|') : [])), [idKey]);
  const selectedRuns = rows.filter((r) => selection.includes(r.id));
  const all = allState(selection, ids);
  const onToggle = useCallback((id: string) => setSelection((s) => toggle(s, id)), []);
  // The bar shows only while another tab's (or no) answer is on screen, not at each live refresh.
  const switching = data.isFetching && data.data?.tab !== tab;

  return (
    <Box
      component="aside"
      aria-label={t('sidebar')}
      data-testid="cc-sidebar"
      sx={{
        width: { xs: '100%', md: 340 }, flexShrink: 0, display: 'flex', flexDirection: 'column', minHeight: 0,
        // Above the map on a narrow screen (a tablet upright, a phone): two fifths of the page,
        // its list scrolling inside, so that the map stays on the screen (without a limit the list
        // of a day's trains pushed the map 1,900 px down), and from the start, so that the map's
        // box keeps its size when the list arrives (a new size fits the map again: new tiles).
        height: { xs: '40%', md: 'auto' },
        borderRight: { xs: 0, md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider',
        bgcolor: 'background.paper', position: 'relative', zIndex: (theme) => theme.zIndex.sidebar,
      }}
    >
      <TabBar tab={tab} counts={data.data?.counts ?? null} onTab={setTab} />
      <div className="sb-options">
        <PlainSwitch small label={t('multiSelect')} checked={multi} onChange={(on) => { setMulti(on); setSelection([]); }} />
        {multi && <PlainCheckbox small label={t('selectAll')} checked={all === 'all'} indeterminate={all === 'some'} onChange={() => setSelection((s) => toggleAll(s, ids))} />}
      </div>
      {multi && selection.length > 0 && (
        <Box role="toolbar" aria-label={t('selected', { count: selection.length })} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: 'action.hover', flexWrap: 'wrap' }}>
          <Typography variant="body2" data-testid="selected-count">{t('selected', { count: selection.length })}</Typography>
          <Box sx={{ flexGrow: 1 }} />
          {mayDispatch ? (
            <>
              <Button size="small" variant="outlined" onPointerEnter={preloadBulk} onFocus={preloadBulk} onClick={() => setBulk('delay')}>{t('bulkDelay')}</Button>
              <Button size="small" variant="outlined" color="error" onPointerEnter={preloadBulk} onFocus={preloadBulk} onClick={() => setBulk('cancel')}>{t('bulkCancel')}</Button>
              <MessageButton runs={selectedRuns} />
            </>
          ) : (
            <Typography variant="caption" color="text.secondary">{t('noDispatch')}</Typography>
          )}
          <Button size="small" onClick={() => setSelection([])}>{t('clearSelection')}</Button>
        </Box>
      )}
      <Box id="cc-tab-panel" role="tabpanel" aria-labelledby={`cc-tab-${tab}`} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        {switching && <LinearProgress aria-hidden sx={{ position: 'absolute', left: 0, right: 0 }} />}
        {data.error ? <QueryError error={data.error} title={t('loadFailed')} onRetry={() => void data.refetch()} /> : null}
        {data.data && rows.length === 0 && <QueryEmpty>{t('empty')}</QueryEmpty>}
        <TrainList
          rows={rows}
          lang={lang}
          multi={multi}
          selection={selection}
          onToggle={onToggle}
          onOpen={onOpen}
          label={t('list', { tab: sidebarTexts.label(lang, 'tab', tab) })}
        />
        {data.data && data.data.total > rows.length && (
          <Typography variant="caption" color="text.secondary" sx={{ p: 1 }}>{t('more', { shown: rows.length, total: data.data.total })}</Typography>
        )}
      </Box>
      {bulk && selectedRuns.length > 0 && (
        <Suspense fallback={null}>
          <bulkDialog.Component
            action={bulk}
            runs={selectedRuns}
            onClose={() => setBulk(null)}
            onDone={() => {
              setBulk(null);
              setSelection([]);
              void client.invalidateQueries({ queryKey: TABS_KEY });
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
