import type { SituationSectionProps } from '../sectionProps';

/** Contract placeholder (issue 13): the part's helper replaces it; until then the section is absent. */
export function SituationExportButton(_props: SituationSectionProps) {
  return null;
}
