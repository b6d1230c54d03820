/**
 * One situation (/lagebericht/:id) or a new one (/lagebericht/neu, prefilled from the address:
 * the map's train popup passes run, line and time): header with state buttons, the form, linked
 * measures, attachments and timeline, then the sections of the other parts (public texts,
 * checklist, notification chains). Closed situations are read-only.
 */
import { useMemo } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { pageKey } from '../../providers/query';
import type { Situation } from '../../shared/situations/api';
import { ShellTitle } from '../../shell/ShellTitle';
import { QueryError, QueryLoading } from '../../ui/states';
import { AttachmentsSection } from './AttachmentsSection';
import { ChecklistSection } from './checklist/ChecklistSection';
import { emptyForm } from './form';
import { parseNewSituationPreset, situationLink, SITUATIONS_PATH } from './link/link';
import { MeasuresSection } from './MeasuresSection';
import { sitTexts } from './messages';
import { ChainRunsSection } from './notifications/ChainRunsSection';
import { SituationForm } from './SituationForm';
import { SituationHeader } from './SituationHeader';
import { mayEdit } from './stateActions';
import { PublicTextsSection } from './texts/PublicTextsSection';
import { TimelineSection } from './TimelineSection';
import { SIT_PAGE } from './useReferenceData';
import { useSituation } from './useSituation';
import { useSituationEditor } from './useSituationEditor';

export function SituationPage({ id: given }: { id?: string | null }) {
  const params = useParams();
  const id = given === null ? null : params.id ?? null;
  const { t } = usePageText(sitTexts);
  const query = useSituation(id);
  if (id === null) return <Editor key="new" situation={null} />;
  if (query.error && !query.data) return <QueryError error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <QueryLoading />;
  if (!query.data) return <Alert severity="warning" sx={{ mt: 2 }}>{t('notFound')} <Link to={SITUATIONS_PATH}>{t('back')}</Link></Alert>;
  return <Editor key={query.data.id} situation={query.data} />;
}

function Editor({ situation }: { situation: Situation | null }) {
  const { t, lang } = usePageText(sitTexts);
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const initial = useMemo(() => emptyForm(Date.now(), parseNewSituationPreset(search)), [search]);
  const ed = useSituationEditor(situation, initial);
  const readOnly = situation ? !mayEdit(situation) : false;
  const reloadAll = () => void client.invalidateQueries({ queryKey: pageKey(SIT_PAGE, 'situation', situation?.id ?? '') });

  const save = async (open = false) => {
    const saved = await ed.save({ open });
    if (!saved) return;
    notify(t(situation ? 'saved' : 'created', { number: saved.number }), { type: 'success' });
    if (!situation) navigate(situationLink(saved.id), { replace: true });
  };
  const prepare = async (): Promise<Situation> => {
    if (!situation) throw new Error('new situation');
    if (!ed.dirty) return client.getQueryData<Situation>(pageKey(SIT_PAGE, 'situation', situation.id)) ?? situation;
    const saved = await ed.save();
    if (!saved) throw new Error(ed.problem?.message ?? t('invalidForm'));
    return saved;
  };

  const title = situation ? `${situation.number} · ${t('title')}` : t('newTitle');
  return (
    <Box sx={{ py: 1 }} data-testid="situation-page" data-state={situation?.state ?? 'new'}>
      <ShellTitle title={title} />
      <Button size="small" component={Link} to={SITUATIONS_PATH} sx={{ mb: 1 }}>← {t('back')}</Button>
      {situation ? (
        <SituationHeader situation={situation} lang={lang} onChanged={ed.accept} prepare={prepare} />
      ) : (
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>{t('newTitle')}</Typography>
      )}
      {situation?.state === 'closed' && <Alert severity="info" sx={{ mb: 2 }}>{t('readOnlyClosed')}</Alert>}
      {situation && situation.state !== 'closed' && !situation.rights.edit && <Alert severity="info" sx={{ mb: 2 }}>{t('readOnlyRights')}</Alert>}
      {/* A new situation has no timeline yet: the form takes the width (up to a readable measure). */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: situation ? { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' } : 'minmax(0, 1100px)', alignItems: 'start' }}>
        <Stack spacing={2} component="form" aria-label={title} data-testid="situation-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <SituationForm form={ed.form} onForm={ed.setForm} errors={ed.errors} serverErrors={ed.serverErrors} readOnly={readOnly} lang={lang} situationId={situation?.id ?? null} />
          {ed.problem && (
            <Alert
              severity={ed.problem.conflict ? 'warning' : 'error'}
              role="alert"
              action={ed.problem.conflict ? (
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={() => void ed.reload()}>{t('conflictReload')}</Button>
                  <Button color="inherit" size="small" onClick={() => void ed.save({ overwrite: true })}>{t('conflictOverwrite')}</Button>
                </Stack>
              ) : undefined}
            >
              {ed.problem.message}
            </Alert>
          )}
          {Object.keys(ed.errors).length > 0 && <Alert severity="error">{t('invalidForm')}</Alert>}
          {!readOnly && (
            <Stack direction="row" spacing={1} sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default', zIndex: 1 }}>
              <Button type="submit" variant="contained" disabled={ed.saving || (!!situation && !ed.dirty)}>{t(situation ? 'save' : 'create')}</Button>
              {!situation && <Button variant="outlined" disabled={ed.saving} onClick={() => void save(true)}>{t('createOpen')}</Button>}
              {situation && ed.dirty && <Typography variant="body2" color="warning.dark" sx={{ alignSelf: 'center' }}>{t('unsaved')}</Typography>}
            </Stack>
          )}
          {situation && <MeasuresSection situation={situation} lang={lang} onChanged={reloadAll} />}
          {situation && <AttachmentsSection situation={situation} lang={lang} onChanged={reloadAll} />}
        </Stack>
        {situation && <TimelineSection situation={situation} lang={lang} onChanged={reloadAll} />}
      </Box>
      {situation && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <PublicTextsSection situation={situation} onChanged={reloadAll} />
          <ChecklistSection situation={situation} onChanged={reloadAll} />
          <ChainRunsSection situation={situation} onChanged={reloadAll} />
        </Stack>
      )}
    </Box>
  );
}
