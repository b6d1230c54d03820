/**
 * The chain's steps in its edit screen (docs/situation-report/notifications.md): the steps are the
 * declared resource NotificationChainStep; the button lists them and leads to their forms.
 */
import type { ExtensionMap } from '../../generator';
import { ChainStepsButton } from '../../custom/situations/notifications/ChainStepsButton';

export const extensions: ExtensionMap = {
  meldekettenEdit: { editActions: [ChainStepsButton] },
};
