/**
 * The steps of a notification chain inside the chain's edit screen (generator extension point
 * `editActions`, src/resources/notification-chains/extensions.tsx): a button with their number
 * opens them in order, each with a link to its edit form, and "Schritt hinzufügen" opens the
 * step form with the chain and the next position filled in (react-admin's `?source=`).
 */
import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageText } from '../../../providers/i18n/usePageText';
import { chainStepProblem, type ChainRunStep } from '../../../shared/situations/notifications';
import { notifyTexts } from './messages';

const STEPS = 'meldekettenSchritte';

interface StepRecord {
  id: string;
  position: number;
  kind: ChainRunStep['kind'];
  targetKind: ChainRunStep['targetKind'];
  receiverId: string | null;
  group: string | null;
  role: string | null;
  minutes: number | null;
  times: number | null;
}

export function ChainStepsButton() {
  const { t, lang } = usePageText(notifyTexts);
  const chain = useRecordContext();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const chainId = chain?.id === undefined ? null : String(chain.id);
  const { data, total } = useGetList<StepRecord>(STEPS, { filter: { chainId }, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: chainId !== null });
  const receiverIds = (data ?? []).map((s) => s.receiverId).filter((id): id is string => !!id);
  const receivers = useGetList<{ id: string; name: string }>('receiverEdit', { filter: { ids: receiverIds }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open && receiverIds.length > 0 });
  if (chainId === null) return null;
  const steps = data ?? [];
  const nextPosition = steps.reduce((max, s) => Math.max(max, s.position), 0) + 1;
  const describe = (s: StepRecord) => {
    const target = s.targetKind === 'receiver' ? receivers.data?.find((r) => String(r.id) === String(s.receiverId))?.name ?? '' : s.targetKind === 'group' ? s.group : s.role;
    const parts = [`${s.position}. ${notifyTexts.label(lang, 'kind', s.kind)}`];
    if (s.targetKind && target) parts.push(`${notifyTexts.label(lang, 'target', s.targetKind)} ${target}`);
    if (s.minutes) parts.push(t('stepMinutes', { count: s.minutes }));
    if (s.times) parts.push(t('stepTimes', { count: s.times }));
    return parts.join(' · ');
  };
  const problemOf = (s: StepRecord) =>
    chainStepProblem({ ...s, target: s.targetKind === 'receiver' ? s.receiverId : s.targetKind === 'group' ? s.group : s.targetKind === 'role' ? s.role : null });
  const createLink = `/${STEPS}/create?source=${encodeURIComponent(JSON.stringify({ chainId, position: nextPosition }))}`;
  return (
    <>
      <Button onClick={() => setOpen(true)} variant="outlined" data-testid="chain-steps">
        {t('stepsButton', { count: total ?? steps.length })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('stepsTitle', { name: String(chain?.name ?? '') })}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('stepsIntro')}</Typography>
          {steps.length === 0 ? (
            <Typography>{t('stepsEmpty')}</Typography>
          ) : (
            <List dense>
              {steps.map((s) => (
                <ListItem key={s.id} divider sx={{ display: 'block' }}>
                  <Link component={RouterLink} to={`/${STEPS}/${s.id}`} aria-label={t('stepEdit', { position: s.position })}>{describe(s)}</Link>
                  {problemOf(s) && (
                    <Typography variant="body2" color="error" data-step-problem>
                      {notifyTexts.label(lang, 'problem', problemOf(s)!)}
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={createLink}>{t('stepAdd')}</Button>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
