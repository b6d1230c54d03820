/**
 * Attachments (images, PDF): upload with progress (type and size checked before sending, the
 * server checks again and answers in the user's language), list, download through the API client,
 * delete while the situation may be edited.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import { useNotify } from 'react-admin';
import type { Lang } from '../../shared/resource/types';
import type { Situation, SituationAttachment } from '../../shared/situations/api';
import { ATTACHMENT_MAX_BYTES } from '../../shared/situations/model';
import { useConfirm } from '../../ui/ConfirmProvider';
import { downloadFile } from '../../ui/export/download';
import { errorMessage } from '../../ui/errorMessage';
import { formatDateTime, formatNumber } from '../../ui/format';
import { deleteAttachment, fetchAttachment } from './api';
import { sitTexts } from './messages';
import { mayEdit } from './stateActions';
import { checkAttachment, uploadAttachment } from './uploadAttachment';

/** "2,4 MB" / "2.4 MB" style sizes in the reader's language. */
export function formatBytes(bytes: number, lang: Lang): string {
  if (bytes < 1024) return `${formatNumber(bytes, lang)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10, lang)} KB`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10, lang)} MB`;
}

export function AttachmentsSection({ situation, lang, onChanged }: { situation: Situation; lang: Lang; onChanged: () => void }) {
  const t = (k: Parameters<typeof sitTexts.text>[1], args?: Record<string, string | number>) => sitTexts.text(lang, k, args);
  const notify = useNotify();
  const { confirm } = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const editable = mayEdit(situation);
  const max = formatBytes(ATTACHMENT_MAX_BYTES, lang);

  const upload = async (file: File) => {
    setProblem(null);
    const wrong = checkAttachment(file);
    if (wrong) {
      setProblem(t(wrong, { name: file.name, size: formatBytes(file.size, lang), max }));
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      await uploadAttachment(situation.id, file, (fraction) => setProgress({ name: file.name, fraction }));
      notify(t('uploaded', { name: file.name }), { type: 'success' });
      onChanged();
    } catch (e) {
      setProblem(t('uploadFailed', { name: file.name, reason: errorMessage(e) ?? '' }));
    } finally {
      setProgress(null);
    }
  };

  const download = async (a: SituationAttachment) => {
    try {
      downloadFile(await fetchAttachment(situation.id, a.id), a.contentType, a.fileName);
    } catch (e) {
      notify(errorMessage(e) ?? String(e), { type: 'error' });
    }
  };

  const remove = (a: SituationAttachment) =>
    void confirm({
      title: t('confirmDeleteAttachment'),
      description: t('confirmDeleteAttachmentText', { name: a.fileName }),
      cancelText: t('cancel'),
      onConfirm: async () => {
        await deleteAttachment(situation.id, a.id);
        onChanged();
      },
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sit-attachments" sx={{ p: 2 }} data-testid="situation-attachments">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="sit-attachments" component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>{t('attachments')}</Typography>
        {editable && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
              aria-label={t('upload')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button size="small" variant="outlined" disabled={progress !== null} onClick={() => input.current?.click()}>{t('upload')}</Button>
          </>
        )}
      </Box>
      {editable && <Typography variant="caption" color="text.secondary">{t('uploadHelp', { max })}</Typography>}
      {progress && (
        <Box sx={{ my: 1 }} role="status">
          <Typography variant="body2">{t('uploading', { name: progress.name, percent: Math.round(progress.fraction * 100) })}</Typography>
          <LinearProgress variant="determinate" value={progress.fraction * 100} aria-label={progress.name} />
        </Box>
      )}
      {problem && <Alert severity="error" sx={{ my: 1 }} onClose={() => setProblem(null)}>{problem}</Alert>}
      {situation.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('noAttachments')}</Typography>
      ) : (
        <List dense disablePadding>
          {situation.attachments.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={(
                <Box>
                  <IconButton size="small" aria-label={t('download', { name: a.fileName })} title={t('download', { name: a.fileName })} onClick={() => void download(a)}>
                    <Download fontSize="small" />
                  </IconButton>
                  {editable && (
                    <IconButton size="small" aria-label={t('deleteAttachment', { name: a.fileName })} title={t('deleteAttachment', { name: a.fileName })} onClick={() => remove(a)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              )}
            >
              <ListItemText primary={a.fileName} secondary={`${formatBytes(a.size, lang)} · ${formatDateTime(a.createdAt, lang)} · ${a.createdBy}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
