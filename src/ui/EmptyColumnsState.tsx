/**
 * Shown instead of a data grid when the user has hidden all columns: 'Keine Spalten' and a
 * 'SPALTEN VERWALTEN' button (MUI buttons are upper-case; the text itself is 'Spalten verwalten'
 * so screen readers read words, not letters).
 */
import { Box, Button, Typography } from '@mui/material';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { useStore, useTranslate } from 'react-admin';

export interface EmptyColumnsStateProps {
  /** The DataTable's storeKey (react-admin default: `${resource}.datatable`). */
  storeKey: string;
  /** What the button does; by default all columns are shown again. */
  onManageColumns?: () => void;
}

export function EmptyColumnsState({ storeKey, onManageColumns }: EmptyColumnsStateProps) {
  const translate = useTranslate();
  const [, setHiddenColumns] = useStore<string[]>(storeKey);
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography component="p" variant="h6" gutterBottom>
        {translate('app.datagrid.no_columns')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ViewWeekIcon />}
        onClick={onManageColumns ?? (() => setHiddenColumns([]))}
      >
        {translate('app.datagrid.manage_columns')}
      </Button>
    </Box>
  );
}
