import { Box } from '@mui/material';

/** A line's number in its colours. */
export function LineChip({ v }: { v: { lineNumber: string | null; lineColor: string | null; lineTextColor: string | null } }) {
  if (!v.lineNumber) return null;
  return (
    <Box component="span" sx={{ px: 0.75, mr: 0.75, borderRadius: 0.5, fontSize: 12, fontWeight: 700, bgcolor: v.lineColor ?? 'grey.300', color: v.lineTextColor ?? 'text.primary' }}>
      {v.lineNumber}
    </Box>
  );
}
