/**
 * The inputs of the filters a user has added to a generated list, with their remove buttons:
 * react-admin's FilterForm (react-hook-form, about 20 KB gzip with the inputs). Its own chunk,
 * loaded when a filter is shown or about to be added (ListToolbar), not with every list.
 */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { FilterForm } from 'react-admin';
import { useDeclaration } from './context';
import { buildFilters } from './listFilters';
import { useLang } from './useLang';

export function ListFilterForm() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const filters = useMemo(() => buildFilters(decl, all, lang), [decl, all, lang]);
  // In the table's toolbar row, beside the search box: without the form's own top margin.
  return (
    <Box sx={{ flex: '1 1 auto', '& form': { minHeight: 0, mt: 0, p: 0 } }}>
      <FilterForm filters={filters} />
    </Box>
  );
}
