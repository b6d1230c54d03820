/**
 * The list's full-text search box (filter `q`): a filled input like the app's fields that sets the filter half a
 * second after the last key, as react-admin's SearchInput does, without its form library
 * (react-hook-form), which a list that only searches does not need.
 */
import { useEffect, useRef, useState } from 'react';
import { FilledInput } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'ra-core';
import { SEARCH_KEY } from './filterChoices';

/** Delay between the last key and the reload, ms (react-admin's default). */
export const SEARCH_DEBOUNCE_MS = 500;

export function ListSearch({ label }: { label: string }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues[SEARCH_KEY] === 'string' ? (filterValues[SEARCH_KEY] as string) : '';
  const [text, setText] = useState(current);
  // The latest list state for the delayed update (other filters may change meanwhile).
  const latest = useRef({ filterValues, displayedFilters, setFilters });
  latest.current = { filterValues, displayedFilters, setFilters };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A change from elsewhere (browser back, "remove all filters") shows in the box.
  useEffect(() => {
    if (timer.current === undefined) setText(current);
  }, [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const { filterValues: values, displayedFilters: displayed, setFilters: set } = latest.current;
      const next: Record<string, unknown> = { ...values };
      if (value.trim()) next[SEARCH_KEY] = value;
      else delete next[SEARCH_KEY];
      set(next, displayed);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <FilledInput
      size="small"
      hiddenLabel
      value={text}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      inputProps={{ 'aria-label': label }}
      // The icon as is: MUI's InputAdornment pulls a shared chunk with Select (7 KB gzip) here.
      endAdornment={<SearchIcon color="disabled" aria-hidden />}
      sx={{ minWidth: 200, maxWidth: 320, flex: '0 1 260px' }}
    />
  );
}
