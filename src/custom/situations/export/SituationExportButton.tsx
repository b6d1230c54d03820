/**
 * The situation page's export: "PDF exportieren" writes the situation as an A4 PDF in the user's
 * language with the brand's mark, on the server, off the request path; the button shows the
 * progress and the file downloads when it is done.
 */
import { Button, Stack } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { currentBrand } from '../../../brands';
import { usePageText } from '../../../providers/i18n/usePageText';
import type { SituationSectionProps } from '../sectionProps';
import { ExportProgress } from './ExportProgress';
import { situationExportTexts } from './messages';
import { useExportJob } from './useExportJob';

export function SituationExportButton({ situation }: SituationSectionProps) {
  const { t } = usePageText(situationExportTexts);
  const { progress, start } = useExportJob();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="situation-export">
      <Button
        size="small"
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        loading={progress !== null}
        loadingPosition="start"
        title={t('pdfHint')}
        onClick={() => start({ kind: 'situation', situationId: situation.id, format: 'pdf', brand: currentBrand.code })}
      >
        {t('pdf')}
      </Button>
      {progress !== null && <ExportProgress progress={progress} />}
    </Stack>
  );
}
