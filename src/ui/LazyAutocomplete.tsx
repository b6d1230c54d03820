/**
 * MUI's Autocomplete, with its code (Autocomplete and Popper.js, about 17 KB gzip) fetched at the
 * user's first interaction with the page, or when the pointer or the focus reaches the field,
 * whichever comes first; not with the screen (issue 15). Until then AutocompleteStandIn shows the
 * field the caller's renderInput draws, read-only, with the same role (combobox), the chosen
 * option or the chosen options as chips, and the same layout. Once the code is there the
 * Autocomplete takes its place with the same props; a field that had the focus keeps it, and one
 * that was clicked opens its list. Use it as Autocomplete is used.
 */
import { createElement, startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { AutocompleteProps } from '@mui/material/Autocomplete';
import { AutocompleteStandIn } from './AutocompleteStandIn';
import { interactionCode } from './interactionCode';

type Loaded = ComponentType<{ id: string; openOnFocus?: boolean }>;
const autocompleteCode = interactionCode(() => import('@mui/material/Autocomplete').then((m) => m.default as Loaded), 'the autocomplete');

export function LazyAutocomplete<
  T,
  Multiple extends boolean | undefined = false,
  DisableClearable extends boolean | undefined = false,
  FreeSolo extends boolean | undefined = false,
>(props: AutocompleteProps<T, Multiple, DisableClearable, FreeSolo>) {
  const [Loaded, setLoaded] = useState(() => autocompleteCode.value() ?? null);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // A click on the stand-in asked for the list: the Autocomplete opens it when it takes the focus.
  const pressed = useRef(false);
  const [openOnSwap, setOpenOnSwap] = useState(false);
  const ownId = useId();
  // The same id before and after, so that the label and the focus stay with the field.
  const id = props.id ?? ownId;

  useEffect(() => {
    if (Loaded) return;
    const listener = (component: Loaded) => {
      refocus.current = box.current?.contains(document.activeElement) ?? false;
      const swap = () => {
        setOpenOnSwap(refocus.current && pressed.current);
        setLoaded(() => component);
      };
      // A field the user is on swaps at once; the others at low priority, in slices (LazyTooltip).
      if (refocus.current || pressed.current) swap();
      else startTransition(swap);
    };
    return autocompleteCode.whenLoaded(listener);
  }, [Loaded]);

  useLayoutEffect(() => {
    if (!Loaded || !refocus.current) return;
    refocus.current = false;
    document.getElementById(id)?.focus();
  }, [Loaded, id]);
  useEffect(() => {
    if (openOnSwap) setOpenOnSwap(false); // only for that first focus
  }, [openOnSwap]);

  if (Loaded) return createElement(Loaded, { ...props, id, ...(openOnSwap ? { openOnFocus: true } : {}) });
  return (
    <AutocompleteStandIn
      props={props as AutocompleteProps<T, boolean | undefined, boolean | undefined, boolean | undefined>}
      id={id}
      boxRef={box}
      onApproach={autocompleteCode.start}
      onPress={() => (pressed.current = true)}
    />
  );
}
