/**
 * Scheduled exports (Automatischer Export): each export's runs with their files, from its row and
 * its edit form (docs/situation-report/exports.md). The component lives in src/custom/situations/export/.
 */
import type { ExtensionMap } from '../../generator';
import { ScheduledExportRunsButton } from '../../custom/situations/export/ScheduledExportRuns';

export const extensions: ExtensionMap = {
  lagebericht_admin_automatischer_export: {
    rowActions: [ScheduledExportRunsButton],
    editActions: [ScheduledExportRunsButton],
  },
};
