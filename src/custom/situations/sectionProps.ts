import type { Situation } from '../../shared/situations/api';

/** What the situation page hands each of its sections (texts, checklist, notifications, export). */
export interface SituationSectionProps {
  situation: Situation;
  /** The section changed the situation (or its timeline): the page reloads both. */
  onChanged: () => void;
}
