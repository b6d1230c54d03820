/**
 * The situation form's editing state: the fields, what they were made from (to tell unsaved input),
 * client and server errors, and saving with optimistic locking. When another session changes the
 * situation, untouched fields follow it; typed input is kept, and saving it meets the server's
 * CONFLICT (de/it), which offers "load the current state" or "save my input over it".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../../providers/live';
import type { Situation } from '../../shared/situations/api';
import { errorMessage } from '../../ui/errorMessage';
import { createSituation, fetchSituation, updateSituation } from './api';
import { formChanged, formFromSituation, keepUntouchedTimes, toInput, validateForm, type FormErrors, type SituationForm } from './form';
import { situationKey } from './useSituation';

export interface SaveProblem {
  message: string;
  conflict: boolean;
}

export function useSituationEditor(situation: Situation | null, initial: SituationForm) {
  const client = useQueryClient();
  const [base, setBase] = useState<SituationForm>(() => (situation ? formFromSituation(situation) : initial));
  const [form, setForm] = useState<SituationForm>(base);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = formChanged(form, base);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const version = useRef(situation?.version ?? 0);
  // The instants the form was last made from (their seconds are not in the fields).
  const savedTimes = useRef<Pick<Situation, 'startAt' | 'expectedEndAt' | 'endAt'> | null>(situation);

  // Another session (or a section) changed the situation: follow it unless the user is typing.
  useEffect(() => {
    if (!situation) return;
    if (!dirtyRef.current) {
      const next = formFromSituation(situation);
      setBase(next);
      setForm(next);
      version.current = situation.version;
      savedTimes.current = situation;
    }
  }, [situation]);

  const accept = useCallback((saved: Situation) => {
    client.setQueryData(situationKey(saved.id), saved);
    const next = formFromSituation(saved);
    setBase(next);
    setForm(next);
    version.current = saved.version;
    savedTimes.current = saved;
    setProblem(null);
    setServerErrors({});
  }, [client]);

  const fail = (e: unknown) => {
    const code = e instanceof GraphQLRequestError ? e.code : null;
    const fields = e instanceof GraphQLRequestError ? (e.errors[0]?.extensions?.fieldErrors as Record<string, { message?: string }> | undefined) : undefined;
    setServerErrors(Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, v?.message ?? ''])));
    setProblem({ message: errorMessage(e) ?? String(e), conflict: code === 'CONFLICT' });
  };

  /** Saves (creates when new); answers the saved situation, or null when the input is invalid or refused. */
  const save = useCallback(async (opts: { open?: boolean; overwrite?: boolean } = {}): Promise<Situation | null> => {
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    setSaving(true);
    try {
      let saved: Situation;
      if (!situation) {
        saved = await createSituation({ ...toInput(form), open: opts.open ?? false });
      } else {
        let v = version.current;
        if (opts.overwrite) v = (await fetchSituation(situation.id))?.version ?? v;
        saved = await updateSituation(situation.id, v, keepUntouchedTimes(toInput(form), form, base, savedTimes.current ?? situation));
      }
      accept(saved);
      return saved;
    } catch (e) {
      fail(e);
      return null;
    } finally {
      setSaving(false);
    }
  }, [form, base, situation, accept]);

  /** Drops the user's input and shows the situation as it is now. */
  const reload = useCallback(async () => {
    if (!situation) return;
    const fresh = await fetchSituation(situation.id);
    if (fresh) accept(fresh);
  }, [situation, accept]);

  return { form, setForm, errors, serverErrors, problem, saving, dirty, save, reload, accept, version };
}
