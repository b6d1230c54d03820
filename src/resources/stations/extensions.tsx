/**
 * UI extensions of the generated station screens (see docs/resources.md,
 * "Extending generated screens"):
 * - a "Koordinaten" column (hidden until chosen) with the position as 48.8195° N, 11.8466° E;
 * - "EVA-Nummer kopieren" in the edit form and on the show page, for pasting the
 *   station's EVA number (IBNR) into timetable tools.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { formatCoordinates, useLang, type ExtensionMap } from '../../generator';

function Coordinates() {
  const record = useRecordContext();
  const text = formatCoordinates(record?.gpsLatitudeN, record?.gpsLongitudeE);
  return text ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : null;
}

const COPY = {
  de: { label: 'EVA-Nummer kopieren', done: 'EVA-Nummer {{eva}} kopiert', failed: 'Kopieren nicht möglich' },
  it: { label: 'Copia numero EVA', done: 'Numero EVA {{eva}} copiato', failed: 'Copia non riuscita' },
} as const;

function CopyEvaNumber() {
  const record = useRecordContext();
  const notify = useNotify();
  const lang = useLang();
  const eva = typeof record?.evaNumber === 'string' ? record.evaNumber : '';
  if (!eva) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(eva);
      notify(COPY[lang].done.replace('{{eva}}', eva), { type: 'info' });
    } catch {
      notify(COPY[lang].failed, { type: 'warning' });
    }
  };
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
      {COPY[lang].label}
    </Button>
  );
}

export const extensions: ExtensionMap = {
  bahnhoeffelist: {
    extraColumns: [
      { source: 'coordinates', label: { de: 'Koordinaten', it: 'Coordinate' }, Cell: Coordinates, hidden: true },
    ],
    editActions: [CopyEvaNumber],
  },
};
