/** "Save corridor": a name and whether others see it; the server's refusal stays in the dialog. */
import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import type { Lang } from '../../shared/resource/types';
import { errorMessage } from '../../ui/errorMessage';
import { tdTexts } from './messages';

export function SaveCorridorDialog({ lang, onSave, onClose }: {
  lang: Lang;
  onSave: (name: string, shared: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = !name.trim();
  const save = async () => {
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      await onSave(name.trim(), shared);
      onClose();
    } catch (e) {
      setError(errorMessage(e) ?? String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="td-save-corridor-title" fullWidth maxWidth="xs">
      <DialogTitle id="td-save-corridor-title">{tdTexts.text(lang, 'saveCorridorTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <PlainTextField
            size="small"
            required
            autoFocus
            label={tdTexts.text(lang, 'corridorName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') void save(); }}
            error={tried && missing}
            helperText={tried && missing ? tdTexts.text(lang, 'corridorNameRequired') : undefined}
          />
          <FormControlLabel control={<Checkbox size="small" checked={shared} onChange={(e) => setShared(e.target.checked)} />} label={tdTexts.text(lang, 'corridorShare')} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tdTexts.text(lang, 'cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>{tdTexts.text(lang, 'save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
