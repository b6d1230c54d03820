/**
 * The step machine of a chain run (docs/situation-report/notifications.md): from the run's state and
 * the clock, which steps are due, what they send, and when the run has to be looked at next. Pure:
 * the engine (engine.ts) stores the state and performs the sends.
 *
 * Times count from when a step began, not from when runDue happened to look: a wait of 10 minutes
 * after a notify at 08:00 ends at 08:10 even when the timer ran at 08:10:20, so an escalation after
 * it is sent "at the right minute" and the next wait counts from 08:10.
 */
import type { ChainStepKind, ChainTargetKind } from '../../../src/shared/situations/notifications';

export interface ChainTarget {
  kind: ChainTargetKind;
  /** Receiver id, group name or role. */
  value: string;
}

export interface ChainStep {
  kind: ChainStepKind;
  target: ChainTarget | null;
  minutes: number | null;
  times: number | null;
}

export interface RunState {
  stepIndex: number;
  /** ms: when the current step began. */
  stepStartedAt: number;
  /** Repeats done per repeat step (by its index). */
  repeats: Record<string, number>;
}

export type StepAction =
  | { kind: 'send'; stepIndex: number; target: ChainTarget; reason: 'notify' | 'repeat' | 'escalate' }
  /** A step that had nothing to do: escalate/repeat after an acknowledgement, or one missing its target or minutes. */
  | { kind: 'skip'; stepIndex: number; why: 'acknowledged' | 'incomplete' };

export interface Advance {
  state: RunState;
  actions: StepAction[];
  /** Every step done. */
  finished: boolean;
  /** ms: when to look again (null when finished). */
  nextAt: number | null;
}

const MINUTE = 60_000;
/** A chain of repeats without any wait would loop; every step is visited at most this often per call. */
const MAX_VISITS = 1000;

export function advance(steps: readonly ChainStep[], from: RunState, acknowledged: boolean, now: number): Advance {
  const state: RunState = { ...from, repeats: { ...from.repeats } };
  const actions: StepAction[] = [];
  for (let visits = 0; state.stepIndex < steps.length && visits < MAX_VISITS; visits++) {
    const i = state.stepIndex;
    const step = steps[i];
    const next = (startedAt: number) => {
      state.stepIndex = i + 1;
      state.stepStartedAt = startedAt;
    };
    switch (step.kind) {
      case 'notify':
        actions.push(step.target ? { kind: 'send', stepIndex: i, target: step.target, reason: 'notify' } : { kind: 'skip', stepIndex: i, why: 'incomplete' });
        next(now);
        break;
      case 'requireAck':
      case 'wait': {
        // An acknowledgement ends the wait for it at once; a plain wait always runs its minutes.
        if (step.kind === 'requireAck' && acknowledged) {
          next(now);
          break;
        }
        if (!step.minutes) {
          actions.push({ kind: 'skip', stepIndex: i, why: 'incomplete' });
          next(state.stepStartedAt);
          break;
        }
        const due = state.stepStartedAt + step.minutes * MINUTE;
        if (now < due) return { state, actions, finished: false, nextAt: due };
        next(due);
        break;
      }
      case 'repeat': {
        const previous = lastNotifyBefore(steps, i);
        const done = state.repeats[i] ?? 0;
        if (acknowledged) actions.push({ kind: 'skip', stepIndex: i, why: 'acknowledged' });
        else if (previous === null || !step.times) actions.push({ kind: 'skip', stepIndex: i, why: 'incomplete' });
        else if (done < step.times) {
          state.repeats[i] = done + 1;
          actions.push({ kind: 'send', stepIndex: previous, target: steps[previous].target!, reason: 'repeat' });
          // Back to the step after the notify: its wait or acknowledgement timeout counts again.
          state.stepIndex = previous + 1;
          state.stepStartedAt = now;
          break;
        }
        next(state.stepStartedAt);
        break;
      }
      case 'escalate':
        if (acknowledged) actions.push({ kind: 'skip', stepIndex: i, why: 'acknowledged' });
        else actions.push(step.target ? { kind: 'send', stepIndex: i, target: step.target, reason: 'escalate' } : { kind: 'skip', stepIndex: i, why: 'incomplete' });
        next(now);
        break;
    }
  }
  const finished = state.stepIndex >= steps.length;
  return { state, actions, finished, nextAt: finished ? null : now };
}

function lastNotifyBefore(steps: readonly ChainStep[], index: number): number | null {
  for (let i = index - 1; i >= 0; i--) if (steps[i].kind === 'notify' && steps[i].target) return i;
  return null;
}

/** Whether notifications of this notify step ask for an acknowledgement: a later step waits for one or acts without one. */
export function asksForAck(steps: readonly ChainStep[], stepIndex: number): boolean {
  return steps.slice(stepIndex + 1).some((s) => s.kind === 'requireAck' || s.kind === 'repeat' || s.kind === 'escalate');
}
