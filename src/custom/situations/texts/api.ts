/** GraphQL calls of the public texts section (operations in src/shared/situations/textsApi.ts). */
import { graphqlRequest } from '../../../providers/live';
import type { TextChannel } from '../../../shared/situations/model';
import type { SituationText, SituationTexts } from '../../../shared/situations/textsApi';

const TEXT_FIELDS = `situationId channel textDe textIt moduleId version updatedBy updatedAt
  publishedDe publishedIt publishedVersion publishedBy publishedAt state`;

export async function fetchSituationTexts(situationId: string): Promise<SituationTexts> {
  const data = await graphqlRequest<{ situationTexts: SituationTexts }>(
    `query SituationTexts($id: ID!) { situationTexts(situationId: $id) { situationId texts { ${TEXT_FIELDS} } values { lang line from to minutes reason } } }`,
    { id: situationId },
  );
  return data.situationTexts;
}

export async function saveSituationText(input: {
  situationId: string; channel: TextChannel; textDe: string; textIt: string; moduleId: string | null; version: number;
}): Promise<SituationText> {
  const data = await graphqlRequest<{ saveSituationText: SituationText }>(
    `mutation SaveSituationText($situationId: ID!, $channel: String!, $textDe: String!, $textIt: String!, $moduleId: ID, $version: Int!) {
      saveSituationText(situationId: $situationId, channel: $channel, textDe: $textDe, textIt: $textIt, moduleId: $moduleId, version: $version) { ${TEXT_FIELDS} } }`,
    input,
  );
  return data.saveSituationText;
}

export async function publishSituationText(situationId: string, channel: TextChannel, version: number): Promise<SituationText> {
  const data = await graphqlRequest<{ publishSituationText: SituationText }>(
    `mutation PublishSituationText($situationId: ID!, $channel: String!, $version: Int!) {
      publishSituationText(situationId: $situationId, channel: $channel, version: $version) { ${TEXT_FIELDS} } }`,
    { situationId, channel, version },
  );
  return data.publishSituationText;
}
