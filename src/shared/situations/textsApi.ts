/**
 * GraphQL shapes of the situation report's part "texts" (issue 13 items 5, 8, 9;
 * docs/situation-report/texts.md). Server: server/situations/texts/schema.ts.
 *
 * Query.situationTexts(situationId): SituationTexts           (right 'view'; every channel, also never written ones)
 * Query.situationChecklist(situationId): SituationChecklist   (right 'view')
 * Query.situationChecklistProgress(situationIds): [ChecklistProgressRow]  (lists; only viewable ones)
 * Query.shiftHandoverDraft: HandoverSummary                   (what a handover now would contain)
 * Query.shiftHandovers(page, perPage): HandoverPage           (history, newest first; page from 1)
 * Query.shiftHandover(id): ShiftHandover
 * Mutation.saveSituationText(situationId, channel, textDe, textIt, moduleId, version): SituationText  (right 'edit')
 * Mutation.publishSituationText(situationId, channel, version): SituationText  (right 'publish'; timeline 'textPublished')
 * Mutation.setChecklistItem(situationId, measureId, done): SituationChecklist  (right 'edit'; timeline 'checklistItem')
 * Mutation.createShiftHandover(note): ShiftHandover            (admin, dispatcher; timeline 'handover' on each situation)
 * Mutation.acknowledgeShiftHandover(id): ShiftHandover         (admin, dispatcher; not the one who handed over)
 */
import type { ChecklistProgress } from './checklist';
import type { PlaceholderName } from './placeholders';
import type { Severity, SituationState, TextChannel } from './model';

/** draft: never published; published: what passengers see is the draft; changed: edited since publishing. */
export type PublicTextState = 'draft' | 'published' | 'changed';

export interface SituationText {
  situationId: string;
  channel: TextChannel;
  textDe: string;
  textIt: string;
  moduleId: string | null;
  /** 0: never saved. */
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  publishedDe: string | null;
  publishedIt: string | null;
  publishedVersion: number | null;
  publishedBy: string | null;
  publishedAt: string | null;
  state: PublicTextState;
}

/** The placeholders' values of one situation in one language (null: the situation has none). */
export type PlaceholderValueRow = { lang: 'de' | 'it' } & Record<PlaceholderName, string | null>;

export interface SituationTexts {
  situationId: string;
  texts: SituationText[];
  /** Filled by the browser with the shared fillPlaceholders, exactly as the server fills them. */
  values: PlaceholderValueRow[];
}

export interface ChecklistProgressRow extends ChecklistProgress {
  situationId: string;
}

export interface HandoverSituation {
  id: string;
  number: string;
  title: string;
  /** Only open and stable situations are handed over. */
  state: Extract<SituationState, 'open' | 'stable'>;
  severity: Severity;
  categoryId: string;
  categoryNameDe: string;
  categoryNameIt: string | null;
  startAt: string;
  progress: ChecklistProgress;
  /** Checklist items not done yet, in catalogue order. */
  pending: { measureId: string; textDe: string; textIt: string; required: boolean }[];
}

export interface HandoverInstruction {
  id: string;
  title: string;
  text: string;
  validFrom: string;
  validTo: string | null;
}

export interface HandoverSummary {
  /** ISO instant the summary was made. */
  generatedAt: string;
  situations: HandoverSituation[];
  instructions: HandoverInstruction[];
}

export interface ShiftHandover {
  id: string;
  summary: HandoverSummary;
  note: string;
  handedOverBy: string;
  handedOverByName: string;
  handedOverAt: string;
  acknowledgedBy: string | null;
  acknowledgedByName: string | null;
  acknowledgedAt: string | null;
  /** Handed over by the caller (who then cannot acknowledge it). */
  mine: boolean;
}

export interface HandoverPage {
  items: ShiftHandover[];
  total: number;
}

export function publicTextState(t: Pick<SituationText, 'textDe' | 'textIt' | 'publishedDe' | 'publishedIt'>): PublicTextState {
  if (t.publishedDe === null && t.publishedIt === null) return 'draft';
  return t.textDe === t.publishedDe && t.textIt === t.publishedIt ? 'published' : 'changed';
}

/** "2026-0042": the situation's number as shown. */
export function situationNumber(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(4, '0')}`;
}
