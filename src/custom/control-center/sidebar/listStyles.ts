/**
 * The sidebar list's look, set once on the list: its entries are plain elements with these class
 * names (see TrainList.tsx for why). Sizes follow MUI's dense list, small chip and caption.
 */
import type { SxProps, Theme } from '@mui/material';

/** Height an entry is assumed to have while the browser skips it (content-visibility). */
const ENTRY_HEIGHT_PX = 52;

export const listStyles: SxProps<Theme> = (theme) => ({
  overflowY: 'auto',
  flex: 1,
  minHeight: 0,
  '& .sb-entry': {
    display: 'flex',
    alignItems: 'stretch',
    borderBottom: `1px solid ${theme.palette.divider}`,
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${ENTRY_HEIGHT_PX}px`,
  },
  '& .sb-check': {
    alignSelf: 'center',
    width: 16,
    height: 16,
    margin: theme.spacing(0, 0.5, 0, 1.5),
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  '& .sb-open': {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '2px',
    padding: theme.spacing(0.75, 1),
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .sb-line1': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& .sb-chip': {
    ...theme.typography.body2,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: '24px',
    minWidth: 44,
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    textAlign: 'center',
  },
  '& .sb-train': { ...theme.typography.body2, fontWeight: 600 },
  '& .sb-delay': { ...theme.typography.body2, marginLeft: 'auto', whiteSpace: 'nowrap' },
  '& .sb-where': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .sb-status': {
    ...theme.typography.caption,
    alignSelf: 'flex-start',
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    border: `1px solid ${theme.palette.text.secondary}`,
    color: theme.palette.text.primary,
    '&[data-status="cancelled"]': { borderColor: theme.palette.error.main, color: theme.palette.error.dark },
  },
});
