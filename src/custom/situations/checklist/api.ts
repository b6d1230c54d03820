/** GraphQL calls of the checklist section (operations in src/shared/situations/textsApi.ts). */
import { graphqlRequest } from '../../../providers/live';
import type { SituationChecklist } from '../../../shared/situations/checklist';

const FIELDS = 'situationId items { measureId textDe textIt required dispatchKind done doneBy doneAt } progress { done total }';

export async function fetchChecklist(situationId: string): Promise<SituationChecklist> {
  const data = await graphqlRequest<{ situationChecklist: SituationChecklist }>(
    `query SituationChecklist($id: ID!) { situationChecklist(situationId: $id) { ${FIELDS} } }`, { id: situationId },
  );
  return data.situationChecklist;
}

export async function setChecklistItem(situationId: string, measureId: string, done: boolean): Promise<SituationChecklist> {
  const data = await graphqlRequest<{ setChecklistItem: SituationChecklist }>(
    `mutation SetChecklistItem($situationId: ID!, $measureId: ID!, $done: Boolean!) {
      setChecklistItem(situationId: $situationId, measureId: $measureId, done: $done) { ${FIELDS} } }`,
    { situationId, measureId, done },
  );
  return data.setChecklistItem;
}
