/** The columns of the versions table (src/ui/table): values for sorting and export, cells with the chips. */
import { Box, Chip } from '@mui/material';
import type { TimetableVersionView } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { PageT } from '../../providers/i18n/usePageText';
import type { TableColumn } from '../../ui/table';
import { timetableTexts } from './messages';
import { importedText, statText, statusChip, validityNotes, validityText, type StatKey } from './versionsView';

type Texts = (typeof timetableTexts)['catalogue']['de'];

function countColumn(id: StatKey, header: string, lang: Lang, testId?: string): TableColumn<TimetableVersionView> {
  return {
    id,
    header,
    align: 'right',
    value: (v) => v.stats?.[id] ?? null,
    render: (v) => <span data-testid={testId}>{statText(v.stats, id, lang)}</span>,
  };
}

export function versionColumns(t: PageT<Texts>, lang: Lang): TableColumn<TimetableVersionView>[] {
  return [
    {
      id: 'name',
      header: t('colName'),
      hideable: false,
      // Long feed names wrap (the source chip below them) so that the table fits its card.
      wrap: true,
      minWidth: 160,
      value: (v) => v.name,
      render: (v) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <span data-testid="version-name">{v.name}</span>
          <Chip size="small" variant="outlined" label={timetableTexts.label(lang, 'source', v.source)} />
        </Box>
      ),
    },
    {
      id: 'status',
      header: t('colStatus'),
      value: (v) => statusChip(v.status, lang).label,
      render: (v) => {
        const chip = statusChip(v.status, lang);
        return <Chip size="small" color={chip.color} label={chip.label} data-testid="version-status" />;
      },
    },
    // Sorted by the ISO day or instant (chronological); shown and exported as the user reads it.
    {
      id: 'validity',
      header: t('colValidity'),
      wrap: true,
      minWidth: 150,
      value: (v) => v.validFrom,
      // The range, and below it in the warning colour what an activation would warn about.
      render: (v) => (
        <Box data-testid="version-validity">
          <span>{validityText(v, lang)}</span>
          {validityNotes(v, lang).map((note) => (
            <Box key={note} component="span" data-testid="version-validity-note" sx={{ display: 'block', color: 'warning.dark', fontSize: '0.8125rem' }}>{note}</Box>
          ))}
        </Box>
      ),
      exportValue: (v) => [validityText(v, lang), ...validityNotes(v, lang)].join('; '),
    },
    countColumn('lines', t('colLines'), lang),
    countColumn('trips', t('colTrips'), lang),
    countColumn('stopTimes', t('colStopTimes'), lang, 'version-stop-times'),
    countColumn('circulations', t('colCirculations'), lang),
    {
      id: 'imported',
      header: t('colImported'),
      // Time, zone name and user make a long text: it wraps rather than widening the table.
      wrap: true,
      minWidth: 150,
      value: (v) => v.importedAt,
      render: (v) => importedText(v, lang),
      exportValue: (v) => importedText(v, lang),
    },
  ];
}
