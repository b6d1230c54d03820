/**
 * The situation report's model (issue 13, docs/situation-report.md), shared by server and browser:
 * states and their transitions, severities, public-text channels, rights per category, timeline
 * kinds and the GTFS-Realtime cause/effect values the selection lists map to. Pure: no I/O.
 */

/** draft → open → stable → closed; stable may reopen; a draft may be discarded (deleted). */
export const SITUATION_STATES = ['draft', 'open', 'stable', 'closed'] as const;
export type SituationState = (typeof SITUATION_STATES)[number];

/** Allowed transitions. Closed is final: corrections are new situations referring to the closed one. */
export const SITUATION_TRANSITIONS: Readonly<Record<SituationState, readonly SituationState[]>> = {
  draft: ['open'],
  open: ['stable', 'closed'],
  stable: ['open', 'closed'],
  closed: [],
};

export function canTransition(from: SituationState, to: SituationState): boolean {
  return SITUATION_TRANSITIONS[from].includes(to);
}

/** Same values as the subcategory's default severity (src/resources/subcategories). */
export const SEVERITIES = ['info', 'minor', 'major', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Public-text channels (item 5). */
export const TEXT_CHANNELS = ['display', 'announcement', 'web', 'crew'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** Rights per category (item 7). Admins hold all four on every category. */
export const CATEGORY_RIGHTS = ['view', 'edit', 'publish', 'close'] as const;
export type CategoryRight = (typeof CATEGORY_RIGHTS)[number];
export type CategoryRights = Readonly<Record<CategoryRight, boolean>>;
/** Whom a row of `/rechte_fuer_kategorien` names: a report user (sign-in name), a group, or an application role. */
export const CATEGORY_RIGHT_SUBJECTS = ['user', 'group', 'role'] as const;
export type CategoryRightSubject = (typeof CATEGORY_RIGHT_SUBJECTS)[number];

/** Kinds of timeline entry. `note` is manual; the others are written by the server. */
export const TIMELINE_KINDS = [
  'note', 'created', 'updated', 'state', 'measureTaken', 'measureUndone', 'measureAttached',
  'notificationSent', 'notificationAcknowledged', 'chainStarted', 'chainEscalated', 'chainFinished',
  'textPublished', 'checklistItem', 'attachment', 'correction', 'handover', 'export',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** GTFS-Realtime Alert.Cause values (selection list "causes" maps onto them). */
export const GTFS_RT_CAUSES = [
  'UNKNOWN_CAUSE', 'OTHER_CAUSE', 'TECHNICAL_PROBLEM', 'STRIKE', 'DEMONSTRATION', 'ACCIDENT', 'HOLIDAY',
  'WEATHER', 'MAINTENANCE', 'CONSTRUCTION', 'POLICE_ACTIVITY', 'MEDICAL_EMERGENCY',
] as const;
/** GTFS-Realtime Alert.Effect values (selection list "effects" maps onto them). */
export const GTFS_RT_EFFECTS = [
  'NO_SERVICE', 'REDUCED_SERVICE', 'SIGNIFICANT_DELAYS', 'DETOUR', 'ADDITIONAL_SERVICE', 'MODIFIED_SERVICE',
  'OTHER_EFFECT', 'UNKNOWN_EFFECT', 'STOP_MOVED', 'NO_EFFECT', 'ACCESSIBILITY_ISSUE',
] as const;

/** The selection lists of `/lagebericht_admin_auswahllisten` (item 8). */
export const SELECTION_LISTS = ['cause', 'effect', 'location', 'source'] as const;
export type SelectionList = (typeof SELECTION_LISTS)[number];

/** Attachments (item 2): images and PDF, at most this many bytes each. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
