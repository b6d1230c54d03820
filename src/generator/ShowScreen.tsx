import { Box, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar, useShowContext, useTranslate } from 'react-admin';
import { DeclarationProvider, useDeclaration } from './context';
import { recordTitle } from '../shared/resource/representation';
import { formSections } from './declarationUtils';
import { DeclaredDisplay } from './displayFields';
import { useExtension } from './extensions';
import { systemFieldLabels } from './messages';
import { useLang } from './useLang';
import { VersionsButton } from './VersionsButton';
import { DateField, TextField } from 'react-admin';
import type { ResourceDeclaration } from '../shared/resource/types';
import { localeOf } from '../ui/format';

function ShowActions() {
  const { decl } = useDeclaration();
  const ext = useExtension(decl);
  return (
    <TopToolbar>
      <EditButton />
      <VersionsButton />
      {ext.editActions?.map((Action, i) => <Action key={i} />)}
    </TopToolbar>
  );
}

function ShowTitle() {
  const { decl } = useDeclaration();
  const lang = useLang();
  const translate = useTranslate();
  const { record } = useShowContext();
  return <>{translate('gen.title.show', { name: decl.label[lang].one, title: recordTitle(decl, record) })}</>;
}

function ShowBody() {
  const { decl, all } = useDeclaration();
  const lang = useLang();
  const sys = systemFieldLabels[lang];
  return (
    <Box sx={{ p: 2 }}>
      {formSections(decl, lang).map((section, i) => (
        <Box key={section.title ?? `rest-${i}`} component="section" sx={{ mb: 2 }}>
          {section.title && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {section.title}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
            {section.fields.map((field) => (
              <Labeled key={field.name} label={field.label[lang]} source={field.name}>
                <DeclaredDisplay field={field} lang={lang} all={all} />
              </Labeled>
            ))}
          </Box>
        </Box>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 2, color: 'text.secondary' }}>
        <Labeled label={sys.version} source="version"><TextField source="version" /></Labeled>
        <Labeled label={sys.updatedAt} source="updatedAt"><DateField source="updatedAt" showTime locales={localeOf(lang)} /></Labeled>
        <Labeled label={sys.updatedBy} source="updatedBy"><TextField source="updatedBy" /></Labeled>
      </Box>
    </Box>
  );
}

function ShowAside() {
  const { decl } = useDeclaration();
  const Aside = useExtension(decl).showAside;
  return Aside ? <Aside /> : null;
}

/** The generated show page. */
export function ShowScreen({ decl, all }: { decl: ResourceDeclaration; all: readonly ResourceDeclaration[] }) {
  return (
    <DeclarationProvider value={{ decl, all }}>
      <Show resource={decl.path} actions={<ShowActions />} title={<ShowTitle />} aside={<ShowAside />}>
        <ShowBody />
      </Show>
    </DeclarationProvider>
  );
}
