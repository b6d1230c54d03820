import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../../src/shared/operations/types';
import {
  EMPTY_TRACKING,
  failedStep,
  formatBytes,
  importSteps,
  isRunning,
  notePhase,
  trackJob,
  type JobTracking,
} from '../../../src/custom/timetable/importProgress';

type JobPart = Pick<ImportJobView, 'phase' | 'progress' | 'rows'>;
const job = (phase: JobPart['phase'], progress: number | null, rows: number): JobPart => ({ phase, progress, rows });

/** Feeds a sequence of poll answers through trackJob, as the store does. */
function track(...answers: JobPart[]): JobTracking {
  return answers.reduce((t, a) => trackJob(t, a), notePhase(EMPTY_TRACKING, 'upload'));
}

describe('trackJob', () => {
  it('remembers the order phases were first seen', () => {
    const t = track(job('read', 0.1, 25_000), job('read', 0.6, 150_000), job('validate', null, 0), job('write', 0.5, 50_000));
    expect(t.seen).toEqual(['upload', 'read', 'validate', 'write']);
  });
  it('does not list failed as a step', () => {
    const t = track(job('read', 0.9, 90), job('read', 0.2, 10), job('failed', null, 0));
    expect(t.seen).toEqual(['upload', 'read']);
    expect(failedStep(t)).toBe('read');
  });
  it('a failure after the validation is shown at the last phase seen', () => {
    expect(failedStep(track(job('read', 1, 10), job('validate', 0.5, 3), job('failed', null, 0)))).toBe('validate');
    expect(failedStep(track(job('write', 0.1, 3)))).toBe('write');
    expect(failedStep(EMPTY_TRACKING)).toBe('read');
  });
});

describe('importSteps', () => {
  it('while uploading: the upload step is active with bytes and percent, the rest pending', () => {
    const steps = importSteps({ upload: { loaded: 512 * 1024, total: 2 * 1024 * 1024 }, job: null, tracking: notePhase(EMPTY_TRACKING, 'upload') }, 'de');
    expect(steps.map((s) => [s.phase, s.status])).toEqual([
      ['upload', 'active'],
      ['read', 'pending'],
      ['validate', 'pending'],
      ['write', 'pending'],
      ['done', 'pending'],
    ]);
    expect(steps[0]).toMatchObject({ label: 'Hochladen', percent: 25, detail: '512 KB von 2 MB · 25 %' });
  });

  it('during the write phase: earlier steps complete (the upload with its size), the current one with bar, rows and percent', () => {
    const tracking = track(job('read', 1, 123_456), job('validate', 1, 100_000), job('write', 0.426, 42_600));
    const steps = importSteps({ upload: { loaded: 10, total: 2_000_000 }, job: job('write', 0.426, 42_600), tracking }, 'de');
    expect(steps.map((s) => s.status)).toEqual(['complete', 'complete', 'complete', 'active', 'pending']);
    expect(steps[0].detail).toBe('1,9 MB');
    // Rows seen of a finished phase may be a halfway count: none are shown.
    expect(steps[1]).toMatchObject({ label: 'Lesen', percent: null, detail: null });
    expect(steps[3]).toMatchObject({ label: 'Schreiben', percent: 43, detail: '42.600 Zeilen · 43 %' });
  });

  it('unknown progress gives an indeterminate bar; Italian labels and row texts', () => {
    const steps = importSteps({ upload: null, job: job('validate', null, 25_000), tracking: track(job('validate', null, 25_000)) }, 'it');
    expect(steps[2]).toMatchObject({ label: 'Verifica', status: 'active', percent: null, detail: '25.000 righe' });
    expect(steps[0]).toMatchObject({ status: 'complete', detail: null });
  });

  it('done: every step complete', () => {
    const steps = importSteps({ upload: null, job: job('done', 1, 0), tracking: track(job('write', 1, 100_000), job('done', 1, 0)) }, 'de');
    expect(steps.every((s) => s.status === 'complete')).toBe(true);
    expect(steps.map((s) => s.detail)).toEqual([null, null, null, null, null]);
    expect(steps[4]).toMatchObject({ label: 'Fertig', percent: null });
  });

  it('failed: the step where it stopped is marked failed, later ones pending', () => {
    const tracking = track(job('read', 1, 300), job('validate', 0.3, 10), job('failed', null, 0));
    const steps = importSteps({ upload: null, job: job('failed', null, 0), tracking }, 'it');
    expect(steps.map((s) => s.status)).toEqual(['complete', 'complete', 'failed', 'pending', 'pending']);
    expect(steps[2].detail).toBe('Non riuscito');
  });

  it('clamps progress outside 0..1', () => {
    expect(importSteps({ upload: null, job: job('read', 1.7, 0), tracking: EMPTY_TRACKING }, 'de')[1].percent).toBe(100);
    expect(importSteps({ upload: null, job: job('read', -1, 0), tracking: EMPTY_TRACKING }, 'de')[1].detail).toBe('0 %');
  });
});

describe('helpers', () => {
  it('formats bytes with the decimal comma', () => {
    expect(formatBytes(900, 'de')).toBe('900 B');
    expect(formatBytes(1536, 'it')).toBe('1,5 KB');
    expect(formatBytes(512 * 1024 * 1024, 'de')).toBe('512 MB');
  });
  it('only done and failed end the polling', () => {
    expect(['upload', 'read', 'validate', 'write'].every((p) => isRunning(p as JobPart['phase']))).toBe(true);
    expect(isRunning('done') || isRunning('failed')).toBe(false);
  });
});
