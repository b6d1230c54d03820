/** GraphQL calls of the shift handover page (operations in src/shared/situations/textsApi.ts). */
import { graphqlRequest } from '../../../providers/live';
import type { HandoverPage, HandoverSummary, ShiftHandover } from '../../../shared/situations/textsApi';

const SUMMARY = `generatedAt
  situations { id number title state severity categoryId categoryNameDe categoryNameIt startAt progress { done total } pending { measureId textDe textIt required } }
  instructions { id title text validFrom validTo }`;
const HANDOVER = `id note handedOverBy handedOverByName handedOverAt acknowledgedBy acknowledgedByName acknowledgedAt mine summary { ${SUMMARY} }`;

export async function fetchHandoverDraft(): Promise<HandoverSummary> {
  return (await graphqlRequest<{ shiftHandoverDraft: HandoverSummary }>(`query ShiftHandoverDraft { shiftHandoverDraft { ${SUMMARY} } }`)).shiftHandoverDraft;
}

export async function fetchHandovers(page: number, perPage: number): Promise<HandoverPage> {
  const data = await graphqlRequest<{ shiftHandovers: HandoverPage }>(
    `query ShiftHandovers($page: Int, $perPage: Int) { shiftHandovers(page: $page, perPage: $perPage) { total items { ${HANDOVER} } } }`,
    { page, perPage },
  );
  return data.shiftHandovers;
}

export async function createHandover(note: string): Promise<ShiftHandover> {
  const data = await graphqlRequest<{ createShiftHandover: ShiftHandover }>(
    `mutation CreateShiftHandover($note: String) { createShiftHandover(note: $note) { ${HANDOVER} } }`, { note },
  );
  return data.createShiftHandover;
}

export async function acknowledgeHandover(id: string): Promise<ShiftHandover> {
  const data = await graphqlRequest<{ acknowledgeShiftHandover: ShiftHandover }>(
    `mutation AcknowledgeShiftHandover($id: ID!) { acknowledgeShiftHandover(id: $id) { ${HANDOVER} } }`, { id },
  );
  return data.acknowledgeShiftHandover;
}
