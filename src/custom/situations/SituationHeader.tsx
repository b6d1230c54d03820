/**
 * A situation's header: number, version, state with who and when, the state buttons its rights
 * allow (stateActions.ts; opening, closing and a correction are confirmed first), the link to the
 * situation it corrects, and the export button of the export part.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { Lang } from '../../shared/resource/types';
import type { Situation } from '../../shared/situations/api';
import { useConfirm } from '../../ui/ConfirmProvider';
import { errorMessage } from '../../ui/errorMessage';
import { formatDateTime } from '../../ui/format';
import { correctSituation, transitionSituation } from './api';
import { SituationExportButton } from './export/SituationExportButton';
import { situationLink } from './link/link';
import { sitTexts } from './messages';
import { stateActions, type StateAction } from './stateActions';
import { SeverityChip, StateChip } from './StateChip';

export function SituationHeader({ situation, lang, onChanged, prepare }: {
  situation: Situation;
  lang: Lang;
  onChanged: (s: Situation) => void;
  /**
   * Saves the form's unsaved input first (a transition raises the version: the input would
   * otherwise meet a conflict) and answers the situation as saved; throws when the input is invalid.
   */
  prepare: () => Promise<Situation>;
}) {
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, string | number>) => sitTexts.text(lang, k, args);
  const { confirm } = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const s = situation;

  const run = async (a: StateAction) => {
    const act = async () => {
      if (a.kind === 'correct') {
        const created = await correctSituation(s.id);
        notify(t('correctionCreated', { number: created.number }), { type: 'success' });
        navigate(situationLink(created.id));
        return;
      }
      const current = await prepare();
      const next = await transitionSituation(current.id, current.version, a.to!);
      onChanged(next);
      notify(t('stateChanged', { state: sitTexts.label(lang, 'state', next.state) }), { type: 'success' });
    };
    if (a.confirm) {
      await confirm({
        title: t(a.confirm.title),
        description: t(a.confirm.text, { number: s.number }),
        confirmText: t(a.label),
        cancelText: t('cancel'),
        onConfirm: act,
      });
      return;
    }
    try {
      await act();
    } catch (e) {
      notify(errorMessage(e) ?? String(e), { type: 'error' });
    }
  };

  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {s.number} · {s.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
          <StateChip state={s.state} lang={lang} />
          <SeverityChip severity={s.severity} lang={lang} />
          <Typography variant="body2" color="text.secondary" data-testid="situation-version">{t('version', { version: s.version })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('stateBy', { state: sitTexts.label(lang, 'state', s.state), at: formatDateTime(s.stateChangedAt, lang), user: s.stateChangedBy })}
          </Typography>
          {s.correctionOf && (
            <Button size="small" component={Link} to={situationLink(s.correctionOf)}>{t('openCorrected')}</Button>
          )}
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} role="group" aria-label={t('colState')} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {stateActions(s.state, s.rights).map((a) => (
          <Button
            key={a.label}
            variant={a.to === 'closed' || a.label === 'action.open' ? 'contained' : 'outlined'}
            color={a.to === 'closed' ? 'secondary' : 'primary'}
            onClick={() => void run(a)}
          >
            {t(a.label)}
          </Button>
        ))}
        <SituationExportButton situation={s} onChanged={() => onChanged(s)} />
      </Stack>
    </Box>
  );
}
