/** Runs of the operating day by train number (the circulation list's runs query), and names of chosen runs. */
import { graphqlRequest } from '../../providers/live';

export interface RunChoice {
  id: string;
  trainNumber: string;
  lineId: string;
  lineNumber: string;
  plannedDeparture: string | null;
  origin: string | null;
  destination: string | null;
}

const FIELDS = 'id trainNumber lineId lineNumber plannedDeparture origin destination';
export const RUN_SEARCH_LIMIT = 20;

export async function searchRuns(q: string): Promise<RunChoice[]> {
  const data = await graphqlRequest<{ runs: { rows: RunChoice[] } }>(
    `query SituationRunSearch($q: String, $perPage: Int) { runs(q: $q, perPage: $perPage, page: 1, sortField: "trainNumber", sortOrder: "ASC") { rows { ${FIELDS} } } }`,
    { q, perPage: RUN_SEARCH_LIMIT },
  );
  return data.runs.rows;
}

export async function fetchRunChoice(id: string): Promise<RunChoice | null> {
  const data = await graphqlRequest<{ run: RunChoice | null }>(`query SituationRun($id: ID!) { run(id: $id) { ${FIELDS} } }`, { id });
  return data.run;
}
