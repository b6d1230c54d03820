/**
 * The train detail popup (issue 5 point 4): a non-modal window over the map (layer `window`, 70;
 * `windowActive`, 71, while the user works in it) with the sections Kontakte / Linie / Fahrzeug / Anschlüsse
 * (the run's connections, issue 14, where the brand has the connection manager),
 * and the circulation list's dispatch measures (MEASURE_ROLES) opened from its buttons. The run
 * stays live (runsChanged for this run). Focus moves to the window on open; Escape closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import type { RunRow } from '../../../shared/operations/types';
import { usePageText } from '../../../providers/i18n/usePageText';
import { QueryError, QueryLoadingBar } from '../../../ui/states';
import { ActionDialogs, type OpenAction } from '../../circulation/ActionDialogs';
import { circTexts, type CircText } from '../../circulation/messages';
import type { RowAction } from '../../circulation/RowActions';
import { RunHeading } from '../../circulation/RunHeading';
import { useMayDispatch } from '../../circulation/useMayDispatch';
import { newSituationLink } from '../../situations/link/link';
import { sitLinkTexts } from '../../situations/link/messages';
import { diagramLink, useDiagramAvailable } from '../../time-distance/link';
import { TABS_KEY } from '../sidebar/useTabData';
import { useManagerAvailable } from '../../connections/link';
import { ConnectionsSection } from './ConnectionsSection';
import { ContactsSection } from './ContactsSection';
import { LineSection } from './LineSection';
import { popupTexts } from './messages';
import { runKey, usePopupRun } from './usePopupRun';
import { VehicleSection } from './VehicleSection';

type Section = 'contacts' | 'line' | 'vehicle' | 'connections';
const SECTIONS: Section[] = ['contacts', 'line', 'vehicle', 'connections'];

const ACTIONS: { action: RowAction; label: CircText; dispatch: boolean }[] = [
  { action: 'view', label: 'actView', dispatch: false },
  { action: 'delay', label: 'actDelay', dispatch: true },
  { action: 'cancel', label: 'actCancel', dispatch: true },
  { action: 'reroute', label: 'actReroute', dispatch: true },
  { action: 'assign', label: 'actAssign', dispatch: true },
];

export function TrainPopup({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t, lang } = usePageText(popupTexts);
  const client = useQueryClient();
  const detail = usePopupRun(runId);
  const run = detail.data ?? null;
  // After a measure: this run again, and the sidebar's tabs (its counts and rows may change).
  const onChanged = () => {
    void client.invalidateQueries({ queryKey: runKey(runId) });
    void client.invalidateQueries({ queryKey: TABS_KEY });
  };
  const mayDispatch = useMayDispatch();
  const diagram = useDiagramAvailable();
  // Connections only where the brand offers the connection manager.
  const sections = useManagerAvailable() ? SECTIONS : SECTIONS.filter((s) => s !== 'connections');
  const [section, setSection] = useState<Section>('contacts');
  const [active, setActive] = useState(true);
  const [open, setOpen] = useState<OpenAction | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `train-popup-title-${runId}`;
  useEffect(() => heading.current?.focus(), [runId]);

  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="train-popup"
      elevation={8}
      onFocus={() => setActive(true)}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setActive(false); }}
      onMouseDown={() => setActive(true)}
      onKeyDown={(e) => { if (e.key === 'Escape' && !open) { e.stopPropagation(); onClose(); } }}
      sx={{
        position: 'absolute', top: 8, right: 8, width: { xs: 'calc(100% - 16px)', sm: 480 }, maxHeight: 'calc(100% - 16px)',
        display: 'flex', flexDirection: 'column', overflow: 'hidden',
        zIndex: (theme) => (active ? theme.zIndex.windowActive : theme.zIndex.window),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id={titleId} ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ flex: 1, outline: 'none' }}>
          {t('title', { train: run?.trainNumber ?? '…' })}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose} size="small"><CloseIcon /></IconButton>
      </Box>
      <Box sx={{ px: 2 }}>
        {run && <RunHeading row={run} lang={lang} />}
        {detail.isPending && !detail.error && <QueryLoadingBar />}
        {detail.error ? <QueryError error={detail.error} title={t('loadFailed')} onRetry={() => void detail.refetch()} /> : null}
        {detail.data === null && <Alert severity="warning">{circTexts.text(lang, 'runMissing')}</Alert>}
        {run && (
          <Box role="group" aria-label={t('measures')} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
            {ACTIONS.filter((a) => !a.dispatch || mayDispatch).map((a) => (
              <Button key={a.action} size="small" variant={a.dispatch ? 'outlined' : 'text'} onClick={() => setOpen({ action: a.action, row: run as RunRow })}>
                {circTexts.text(lang, a.label)}
              </Button>
            ))}
            {diagram && (
              <Button size="small" component={Link} to={diagramLink(runId)}>
                {circTexts.text(lang, 'actDiagram')}
              </Button>
            )}
            {mayDispatch && (
              // A new situation with this run and its line; its start is the moment the form opens.
              <Button size="small" component={Link} to={newSituationLink({ runIds: [run.id], lineIds: run.lineId ? [run.lineId] : [] })}>
                {sitLinkTexts.text(lang, 'openFromRun')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <Tabs value={section} onChange={(_e, v: Section) => setSection(v)} aria-label={t('sections')} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}>
        {sections.map((s) => (
          <Tab key={s} value={s} label={t(s)} id={`popup-tab-${s}`} aria-controls={`popup-panel-${s}`} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`popup-panel-${section}`} aria-labelledby={`popup-tab-${section}`} tabIndex={0} sx={{ p: 2, overflowY: 'auto', flex: 1, minHeight: 120 }}>
        {section === 'contacts' && <ContactsSection runId={runId} mayAdd={mayDispatch} />}
        {section === 'line' && run && <LineSection run={run} />}
        {section === 'vehicle' && run && <VehicleSection run={run} />}
        {section === 'connections' && run && <ConnectionsSection runId={runId} trainNumber={run.trainNumber} />}
      </Box>
      <ActionDialogs open={open} lang={lang} mayDispatch={mayDispatch} onClose={() => setOpen(null)} onChanged={onChanged} />
    </Paper>
  );
}
