/**
 * The state buttons a situation offers (pure): the model's transitions (src/shared/situations/model.ts)
 * the user's rights on its category allow; closing needs 'close', everything else 'edit'. Opening
 * and closing ask for confirmation (irreversible: an open situation cannot become a draft again, a
 * closed one cannot change at all). A closed situation offers its correction instead.
 */
import type { Situation } from '../../shared/situations/api';
import { SITUATION_TRANSITIONS, type SituationState } from '../../shared/situations/model';
import type { SitText } from './messages';

export interface StateAction {
  kind: 'transition' | 'correct';
  /** Target state of a transition. */
  to?: SituationState;
  label: SitText;
  /** Title and text of the confirmation, when one is asked for. */
  confirm?: { title: SitText; text: SitText };
}

type Rights = Situation['rights'];

export function stateActions(state: SituationState, rights: Rights): StateAction[] {
  if (state === 'closed') {
    return rights.edit ? [{ kind: 'correct', label: 'correct', confirm: { title: 'confirmCorrectTitle', text: 'confirmCorrect' } }] : [];
  }
  return SITUATION_TRANSITIONS[state].flatMap((to): StateAction[] => {
    if (to === 'closed') {
      return rights.close ? [{ kind: 'transition', to, label: 'action.closed', confirm: { title: 'confirmCloseTitle', text: 'confirmClose' } }] : [];
    }
    if (!rights.edit) return [];
    if (to === 'open' && state === 'draft') {
      return [{ kind: 'transition', to, label: 'action.open', confirm: { title: 'confirmOpenTitle', text: 'confirmOpen' } }];
    }
    return [{ kind: 'transition', to, label: to === 'open' ? 'action.reopen' : 'action.stable' }];
  });
}

/** The form may be edited: not closed, and the user has 'edit' on the category. */
export function mayEdit(s: Pick<Situation, 'state' | 'rights'>): boolean {
  return s.state !== 'closed' && s.rights.edit;
}
