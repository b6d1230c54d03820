/** The popup's GraphQL calls: contacts of a run, the runs of its circulation; the vehicle record's fields it shows. */
import { graphqlRequest } from '../../../providers/live';
import type { RunContact } from '../../../shared/operations/contacts';
import type { RunRow } from '../../../shared/operations/types';
import { MAX_RUNS_PAGE } from '../../circulation/api';

const CONTACT_FIELDS = 'id runId source role name phone note createdBy createdAt';

export async function fetchContacts(runId: string): Promise<RunContact[]> {
  const data = await graphqlRequest<{ runContacts: RunContact[] }>(`query RunContacts($runId: ID!) { runContacts(runId: $runId) { ${CONTACT_FIELDS} } }`, { runId });
  return data.runContacts;
}

export interface ContactInput {
  name: string;
  role: string;
  phone: string;
  note: string;
}

export async function addContact(runId: string, c: ContactInput): Promise<RunContact> {
  const data = await graphqlRequest<{ addRunContact: RunContact }>(
    `mutation AddRunContact($runId: ID!, $name: String!, $role: String!, $phone: String, $note: String) {
      addRunContact(runId: $runId, name: $name, role: $role, phone: $phone, note: $note) { ${CONTACT_FIELDS} } }`,
    { runId, ...c },
  );
  return data.addRunContact;
}

export type CirculationRun = Pick<RunRow, 'id' | 'trainNumber' | 'circulationId' | 'origin' | 'destination' | 'plannedDeparture' | 'plannedArrival' | 'delayS' | 'status' | 'phase'>;

/** The runs of a circulation on the day, in order (the runs query has no circulation filter: all pages, few fields). */
export async function fetchCirculationRuns(operatingDay: string, circulationId: string): Promise<CirculationRun[]> {
  const query = `query CirculationOfRun($operatingDay: String, $page: Int, $perPage: Int) {
    runs(operatingDay: $operatingDay, page: $page, perPage: $perPage, sortField: "plannedDeparture", sortOrder: "ASC") {
      total rows { id trainNumber circulationId origin destination plannedDeparture plannedArrival delayS status phase } } }`;
  const out: CirculationRun[] = [];
  for (let page = 1; ; page += 1) {
    const data = await graphqlRequest<{ runs: { total: number; rows: CirculationRun[] } }>(query, { operatingDay, page, perPage: MAX_RUNS_PAGE });
    out.push(...data.runs.rows.filter((r) => r.circulationId === circulationId));
    if (data.runs.rows.length < MAX_RUNS_PAGE || page * MAX_RUNS_PAGE >= data.runs.total) return out;
  }
}

/** The fields of a vehicle record (resource fahrzeugedit) the popup shows. */
export interface VehicleData {
  id: string;
  vehicleNumber: string;
  series: string | null;
  vehicleType: string;
  seats: number | null;
  standingPlaces: number | null;
  lowFloor: boolean | null;
  status: string;
}
