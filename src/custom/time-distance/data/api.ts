/**
 * The time-distance diagram's GraphQL calls (docs/time-distance.md, "Model and API"). Errors
 * arrive as GraphQLRequestError whose message is already in the user's language.
 */
import { graphqlRequest } from '../../../providers/live';
import type { CorridorInput, DiagramChanged, DiagramData, MeasurePreview } from '../../../shared/operations/timeDistance';
import type { MeasurePreviewInput, SaveCorridorInput, SavedCorridor, TimeDistanceLine } from '../../../shared/operations/timeDistanceApi';

const CORRIDOR_FIELDS = 'key name lineId corridorId stations { key stationId name km }';

export interface DiagramWindow {
  /** Seconds of the operating day; null: open. */
  from?: number | null;
  to?: number | null;
}

const DIAGRAM_QUERY = `query TimeDistance($corridor: CorridorInput!, $operatingDay: String, $from: Int, $to: Int) {
  timeDistance(corridor: $corridor, operatingDay: $operatingDay, from: $from, to: $to) { operatingDay now corridor { ${CORRIDOR_FIELDS} } paths }
}`;

export const DIAGRAM_CHANGED_SUBSCRIPTION = `subscription TimeDistanceChanged($corridor: CorridorInput!) {
  timeDistanceChanged(corridor: $corridor) { operatingDay now corridorKey paths removed reset }
}`;

export interface DiagramChangedEvent {
  timeDistanceChanged: DiagramChanged;
}

/** Only the source that is set: the server wants exactly one. */
export function corridorVariables(input: CorridorInput): CorridorInput {
  if (input.lineId) return { lineId: input.lineId };
  if (input.corridorId) return { corridorId: input.corridorId };
  if (input.runId) return { runId: input.runId };
  return { stationKeys: input.stationKeys ?? [] };
}

export async function fetchDiagram(corridor: CorridorInput, window: DiagramWindow = {}, operatingDay: string | null = null): Promise<DiagramData> {
  const data = await graphqlRequest<{ timeDistance: DiagramData }>(DIAGRAM_QUERY, {
    corridor: corridorVariables(corridor), operatingDay, from: window.from ?? null, to: window.to ?? null,
  });
  return data.timeDistance;
}

export async function fetchTimeDistanceLines(operatingDay: string | null = null): Promise<TimeDistanceLine[]> {
  const data = await graphqlRequest<{ timeDistanceLines: TimeDistanceLine[] }>(
    'query TimeDistanceLines($operatingDay: String) { timeDistanceLines(operatingDay: $operatingDay) { id lineNumber name color textColor stations runs } }',
    { operatingDay },
  );
  return data.timeDistanceLines;
}

/** What a measure would do (nothing is stored): ghost paths on the corridor and the conflicts it adds and removes. */
export async function previewMeasure(input: MeasurePreviewInput, corridor: CorridorInput | null): Promise<MeasurePreview> {
  const data = await graphqlRequest<{ previewMeasure: MeasurePreview }>(
    `mutation TimeDistancePreview($input: MeasurePreviewInput!, $corridor: CorridorInput) {
      previewMeasure(input: $input, corridor: $corridor) { paths conflictsAdded conflictsRemoved }
    }`,
    { input, corridor: corridor ? corridorVariables(corridor) : null },
  );
  return data.previewMeasure;
}

const SAVED_FIELDS = 'id name stationKeys lineId ownerId ownerName shared mine editable updatedAt';

export async function fetchCorridors(): Promise<SavedCorridor[]> {
  const data = await graphqlRequest<{ timeDistanceCorridors: SavedCorridor[] }>(`query TimeDistanceCorridors { timeDistanceCorridors { ${SAVED_FIELDS} } }`);
  return data.timeDistanceCorridors;
}

export async function saveCorridor(input: SaveCorridorInput): Promise<SavedCorridor> {
  const data = await graphqlRequest<{ saveTimeDistanceCorridor: SavedCorridor }>(
    `mutation TimeDistanceSaveCorridor($id: ID, $name: String!, $stationKeys: [String!]!, $lineId: ID, $shared: Boolean) {
      saveTimeDistanceCorridor(id: $id, name: $name, stationKeys: $stationKeys, lineId: $lineId, shared: $shared) { ${SAVED_FIELDS} }
    }`,
    { id: input.id ?? null, name: input.name, stationKeys: input.stationKeys, lineId: input.lineId ?? null, shared: input.shared ?? false },
  );
  return data.saveTimeDistanceCorridor;
}

export async function deleteCorridor(id: string): Promise<boolean> {
  const data = await graphqlRequest<{ deleteTimeDistanceCorridor: boolean }>(
    'mutation TimeDistanceDeleteCorridor($id: ID!) { deleteTimeDistanceCorridor(id: $id) }',
    { id },
  );
  return data.deleteTimeDistanceCorridor;
}
