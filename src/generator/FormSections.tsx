import { Box, Typography } from '@mui/material';
import { useDeclaration } from './context';
import { formSections } from './declarationUtils';
import { DeclaredInput } from './inputs';
import { useLang } from './useLang';

/** The declared fields of the form, grouped into decl.form.sections. */
export function FormSections() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const sections = formSections(decl, lang);
  return (
    <>
      {sections.map((section, i) => (
        <Box key={section.title ?? `rest-${i}`} component="section" aria-label={section.title ?? undefined} sx={{ width: '100%', mb: 1 }}>
          {section.title && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {section.title}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              columnGap: 2,
              alignItems: 'start',
              '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%' },
            }}
          >
            {section.fields.map((field) => (
              <DeclaredInput key={field.name} field={field} lang={lang} all={all} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
