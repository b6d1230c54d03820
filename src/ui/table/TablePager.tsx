/**
 * The table's pager: rows per page (25/50), "1–25 von 120" and the previous/next page buttons with
 * tooltips, laid out as MUI's TablePagination. Own, because TablePagination imports MUI's Select
 * and, since MUI 9, the Tooltip with Popper.js at once (up to 12 KB gzip on a screen); here the
 * tooltips load lazily like the shell's (LazyTooltip).
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { usePageText } from '../../providers/i18n/usePageText';
import { LazyTooltip } from '../LazyTooltip';
import { PAGE_SIZES } from '../dataGridDefaults';
import { tableTexts } from './messages';
import { PageSizeSelect } from './PageSizeSelect';
import { pagerState } from './pageRows';
import type { ControlledPaging } from './useTableData';

export function TablePager({ paging }: { paging: ControlledPaging }) {
  const { t } = usePageText(tableTexts);
  const labelId = useId();
  const state = pagerState(paging.total, paging.page, paging.perPage);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focused = useRef<HTMLButtonElement | null>(null);

  // A button that becomes disabled under the keyboard focus (the last page reached) passes the
  // focus to the other one, as MUI's pager does, instead of dropping it to the page.
  useLayoutEffect(() => {
    const button = focused.current;
    if (!button?.disabled) return;
    focused.current = null;
    // The browser drops the focus of a disabled button to the body; a focus elsewhere stays.
    if (document.activeElement !== button && document.activeElement !== document.body) return;
    const other = button === previous.current ? next.current : previous.current;
    if (other && !other.disabled) other.focus();
  }, [state.hasPrevious, state.hasNext]);

  const move = (label: string, ref: RefObject<HTMLButtonElement | null>, enabled: boolean, page: number, icon: ReactNode) => (
    <LazyTooltip title={label}>
      <IconButton
        ref={ref}
        color="inherit"
        aria-label={label}
        disabled={!enabled}
        onFocus={(e) => {
          focused.current = e.currentTarget;
        }}
        onClick={() => paging.onPage(page)}
      >
        {icon}
      </IconButton>
    </LazyTooltip>
  );

  return (
    <Box
      sx={{
        display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap',
        minHeight: 52, pl: 2, pr: '2px', color: 'text.primary', typography: 'body2', overflowX: 'auto',
      }}
    >
      <Typography id={labelId} variant="body2" component="p" sx={{ m: 0, flexShrink: 0 }}>
        {t('rowsPerPage')}
      </Typography>
      <PageSizeSelect value={paging.perPage} options={PAGE_SIZES} labelId={labelId} onChange={paging.onPerPage} />
      <Typography variant="body2" component="p" sx={{ m: 0, flexShrink: 0 }}>
        {t('displayedRows', { from: state.from, to: state.to, count: paging.total })}
      </Typography>
      <Box sx={{ flexShrink: 0, ml: 2.5 }}>
        {move(t('previousPage'), previous, state.hasPrevious, state.page - 1, <KeyboardArrowLeftIcon />)}
        {move(t('nextPage'), next, state.hasNext, state.page + 1, <KeyboardArrowRightIcon />)}
      </Box>
    </Box>
  );
}
