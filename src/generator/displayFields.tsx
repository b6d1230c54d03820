import { Box, Chip, Stack, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import ClearIcon from '@mui/icons-material/Clear';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { LazyTooltip } from '../ui/LazyTooltip';
import { optionLabel } from '../shared/resource/enumLabel';
import type { EnumField, FieldDeclaration, Lang, ResourceDeclaration } from '../shared/resource/types';
import { joinFields, optionFields } from '../shared/resource/representation';
import { useDeclaration } from './context';
import { referencePath } from './declarationUtils';
import { useExtension } from './extensions';
import { isScalarField, scalarText } from './scalarText';

export interface FieldDisplayProps {
  field: FieldDeclaration;
  lang: Lang;
  all: readonly ResourceDeclaration[];
}

function EnumChips({ field, lang }: { field: EnumField; lang: Lang }) {
  const record = useRecordContext();
  const raw: unknown = record?.[field.name];
  const values = Array.isArray(raw) ? raw : raw === null || raw === undefined || raw === '' ? [] : [raw];
  if (!values.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((v) => (
        <Chip key={String(v)} size="small" label={optionLabel(field, v, lang)} />
      ))}
    </Stack>
  );
}

function ColorValue({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value }} />
      <span>{value}</span>
    </Stack>
  );
}

function JoinedValue({ fields }: { fields: string[] }) {
  const record = useRecordContext();
  const text = joinFields(record, fields);
  return text ? <span>{text}</span> : null;
}

/**
 * Yes/no as react-admin's BooleanField shows it (a tick or a cross, named "Ja"/"Nein"), with the
 * app's lazily loaded tooltip: BooleanField brings MUI's Tooltip and Popper.js to every list.
 */
function BooleanValue({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value !== true && value !== false) return null;
  const label = translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <LazyTooltip title={label}>
      {/* MUI hides an icon from assistive technology unless told otherwise: this one says the value. */}
      <Icon fontSize="small" role="img" aria-label={label} aria-hidden={false} sx={{ verticalAlign: 'middle' }} />
    </LazyTooltip>
  );
}

/** A value shown as text (./scalarText), in the body text style react-admin's fields used. */
function ScalarValue({ field, lang }: { field: FieldDeclaration; lang: Lang }) {
  const record = useRecordContext();
  const text = scalarText(field, record?.[field.name], lang);
  return text ? <Typography component="span" variant="body2">{text}</Typography> : null;
}

/** The part showing a declared field's value (show page; a list cell prints scalar values itself). */
export function FieldDisplay({ field, lang, all }: FieldDisplayProps) {
  if (isScalarField(field)) return <ScalarValue field={field} lang={lang} />;
  switch (field.type) {
    case 'color':
      return <ColorValue source={field.name} />;
    case 'boolean':
      return <BooleanValue source={field.name} />;
    case 'enum':
      return <EnumChips field={field} lang={lang} />;
    case 'reference':
      return (
        <ReferenceField source={field.name} reference={referencePath(field.reference, all)} link="show">
          <JoinedValue fields={optionFields(field)} />
        </ReferenceField>
      );
    default:
      return null;
  }
}

/** A declared field's value: the resource's override (extensions `displays`) or the generated display. */
export function DeclaredDisplay({ field, lang, all }: FieldDisplayProps) {
  const { decl } = useDeclaration();
  const Override = useExtension(decl).displays?.[field.name];
  return Override ? <Override field={field} lang={lang} label={field.label[lang]} /> : <FieldDisplay field={field} lang={lang} all={all} />;
}
