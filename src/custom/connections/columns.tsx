/**
 * The manager's columns for the shared table: headers in the user's language, values for sorting
 * (numbers where the column orders by time or size) and export (the text the cell shows).
 */
import type { ConnectionRow } from '../../shared/connections/types';
import type { Lang } from '../../shared/resource/types';
import { formatClock, formatDurationSeconds } from '../../ui/format';
import type { TableColumn } from '../../ui/table';
import { DecideByCell, DecisionCell, DepartingCell, FeederCell, MarksCell, StateChip } from './cells';
import { decisionText } from './decisionLabels';
import { countdownText, maxHoldText, slackText, stateText, timesText } from './labels';
import { connTexts } from './messages';

/** The state's order for sorting: what needs attention first. */
const STATE_RANK = { endangered: 0, held: 1, broken: 2, ok: 3, cancelled: 4 } as const;

const trainText = (line: string, train: string) => `${line} ${train}`;

/**
 * The order on screen: what a decision needs first (when, state, how tight, where, the two trains,
 * what was decided), the rule's values after it, so they may scroll out of a narrow screen.
 */
const ORDER = ['decideBy', 'state', 'slack', 'station', 'feeder', 'departing', 'decision', 'walk', 'maxHold', 'priority', 'marks'];

export function connectionColumns(lang: Lang): TableColumn<ConnectionRow>[] {
  const columns = definitions(lang);
  return ORDER.map((id) => columns.find((c) => c.id === id)!);
}

function definitions(lang: Lang): TableColumn<ConnectionRow>[] {
  const t = (key: Parameters<typeof connTexts.text>[1]) => connTexts.text(lang, key);
  return [
    {
      id: 'decideBy', header: t('colDecideBy'), hideable: false,
      value: (r) => r.decideBy,
      exportValue: (r) => `${formatClock(r.decideBy)} ${countdownText(r, null, lang)}`.trim(),
      render: (r) => <DecideByCell row={r} lang={lang} />,
    },
    {
      id: 'state', header: t('colState'), hideable: false,
      value: (r) => STATE_RANK[r.state],
      exportValue: (r) => stateText(r, lang),
      render: (r) => <StateChip row={r} lang={lang} />,
    },
    { id: 'station', header: t('colStation'), value: (r) => r.stationName, minWidth: 140 },
    {
      id: 'feeder', header: t('colFeeder'), minWidth: 170,
      value: (r) => r.feederExpectedArrival ?? r.feederPlannedArrival,
      exportValue: (r) => [trainText(r.feederLineNumber, r.feederTrainNumber), ...timesText(r.feederPlannedArrival, r.feederExpectedArrival, r.feederArrived, 'arrival', lang)].join(' · '),
      render: (r) => <FeederCell row={r} lang={lang} />,
    },
    {
      id: 'departing', header: t('colDeparting'), minWidth: 220,
      value: (r) => r.departingExpectedDeparture ?? r.departingPlannedDeparture,
      exportValue: (r) => [`${trainText(r.departingLineNumber, r.departingTrainNumber)} ${connTexts.text(lang, 'toDestination', { destination: r.departingDestination })}`,
        ...timesText(r.departingPlannedDeparture, r.departingExpectedDeparture, r.departingLeft, 'departure', lang)].join(' · '),
      render: (r) => <DepartingCell row={r} lang={lang} />,
    },
    { id: 'walk', header: t('colWalk'), align: 'right', value: (r) => r.walkTimeS, exportValue: (r) => formatDurationSeconds(r.walkTimeS), render: (r) => formatDurationSeconds(r.walkTimeS) },
    {
      id: 'slack', header: t('colSlack'), align: 'right',
      // Sorted by how tight it is: a hold needed counts as negative buffer.
      value: (r) => (r.holdNeededS > 0 ? -r.holdNeededS : (r.slackS ?? Number.MAX_SAFE_INTEGER)),
      exportValue: (r) => slackText(r, lang),
      render: (r) => <span data-testid="slack">{slackText(r, lang)}</span>,
    },
    { id: 'maxHold', header: t('colMaxHold'), value: (r) => r.maxManualHoldS, exportValue: (r) => maxHoldText(r), render: (r) => maxHoldText(r), defaultHidden: false },
    { id: 'priority', header: t('colPriority'), align: 'right', value: (r) => r.priority },
    {
      id: 'marks', header: t('colMarks'), sortable: false,
      value: (r) => [r.guaranteed ? t('guaranteed') : '', r.lastOfDay ? t('lastOfDay') : ''].filter(Boolean).join(', '),
      render: (r) => <MarksCell row={r} lang={lang} />,
    },
    {
      id: 'decision', header: t('colDecision'), minWidth: 160, maxWidth: 260, wrap: true,
      value: (r) => decisionText(r.decision, lang),
      render: (r) => <DecisionCell row={r} lang={lang} />,
    },
  ];
}
