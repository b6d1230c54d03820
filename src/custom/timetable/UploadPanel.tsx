/** The upload form: a drop zone with a file button for the GTFS zip, an optional version name, "Importieren". */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { useRef, useState, type DragEvent } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import { formatBytes } from './importProgress';
import { timetableTexts } from './messages';

export interface UploadPanelProps {
  onStart(file: File, versionName: string): void;
}

const isZip = (file: File) => /\.zip$/i.test(file.name);

export function UploadPanel({ onStart }: UploadPanelProps) {
  const { t, lang } = usePageText(timetableTexts);
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined | null) => {
    if (!chosen) return;
    if (isZip(chosen)) {
      setFile(chosen);
      setRejected(null);
    } else {
      setFile(null);
      setRejected(chosen.name);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); if (file) onStart(file, name); }} aria-label={t('uploadTitle')}>
      <Box
        data-testid="import-dropzone"
        onDragOver={(e) => { e.preventDefault(); setDragOver(true); }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragOver ? 'primary.main' : 'divider',
          bgcolor: dragOver ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="action" fontSize="large" aria-hidden />
        <Typography>{t('dropHint')}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {t('chooseFile')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip,application/x-zip-compressed"
          aria-label={t('fileInput')}
          hidden
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = ''; // choosing the same file again fires change again
          }}
        />
        {file && (
          <Typography data-testid="import-file" sx={{ fontWeight: 500 }}>
            {t('chosenFile', { name: file.name, size: formatBytes(file.size, lang) })}
          </Typography>
        )}
      </Box>
      {rejected && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('notZip', { name: rejected })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PlainTextField
          label={t('versionName')}
          helperText={t('versionNameHint')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained" disabled={!file} sx={{ mt: 0.25 }}>
          {t('startImport')}
        </Button>
      </Box>
    </Box>
  );
}
