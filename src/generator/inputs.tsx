import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import type { FieldDeclaration, Lang, ResourceDeclaration } from '../shared/resource/types';
import { DATE_MAX, DATE_MIN } from '../shared/validation/dates';
import { joinFields, optionFields, RANK_KEY } from '../shared/resource/representation';
import { referencePath } from './declarationUtils';
import { useDeclaration } from './context';
import { useExtension } from './extensions';

export interface FieldInputProps {
  field: FieldDeclaration;
  lang: Lang;
  all: readonly ResourceDeclaration[];
  /** Used in filter bars: no required marker, no help text. */
  asFilter?: boolean;
  /** Filter bars read the filter name from this prop. */
  source?: string;
}

const toTime = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 5) : '');
const fromTime = (v: string) => (v ? v : null);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

/** The react-admin input of a declared field (labels and choices in the current language). */
export function FieldInput({ field, lang, all, asFilter = false }: FieldInputProps) {
  const common = {
    source: field.name,
    label: field.label[lang],
    helperText: !asFilter && field.help ? field.help[lang] : false,
    readOnly: field.readOnly,
    isRequired: !asFilter && field.required,
  } as const;
  // In forms an emptied text means "no value"; in filters it must stay '' (filter removed).
  const parseText = asFilter ? undefined : emptyToNull;
  switch (field.type) {
    case 'string':
    case 'email':
      return <TextInput {...common} type={field.type === 'email' ? 'email' : 'text'} parse={parseText} />;
    case 'text':
      return <TextInput {...common} multiline minRows={2} parse={parseText} />;
    case 'color':
      return <TextInput {...common} parse={parseText} placeholder="#RRGGBB" />;
    case 'integer':
    case 'number':
      return <NumberInput {...common} step={field.type === 'integer' ? 1 : 'any'} />;
    case 'boolean':
      return <BooleanInput {...common} helperText={common.helperText || undefined} />;
    case 'date':
      return (
        <DateInput
          {...common}
          slotProps={{ htmlInput: { min: DATE_MIN, max: DATE_MAX } }}
        />
      );
    case 'datetime':
      return (
        <DateTimeInput
          {...common}
          slotProps={{ htmlInput: { min: `${DATE_MIN}T00:00`, max: `${DATE_MAX}T23:59` } }}
        />
      );
    case 'time':
      return <TimeInput {...common} format={toTime} parse={fromTime} />;
    case 'enum': {
      const choices = field.options.map((o) => ({ id: o.value, name: o.label[lang] }));
      return field.multiple ? (
        <SelectArrayInput {...common} choices={choices} translateChoice={false} />
      ) : (
        <SelectInput {...common} choices={choices} translateChoice={false} emptyText="" />
      );
    }
    case 'reference': {
      const shown = optionFields(field);
      return (
        <ReferenceInput source={field.name} reference={referencePath(field.reference, all)} sort={{ field: shown[0], order: 'ASC' }}>
          <AutocompleteInput
            label={field.label[lang]}
            optionText={(record: Record<string, unknown>) => joinFields(record, shown)}
            helperText={common.helperText}
            isRequired={common.isRequired}
            readOnly={field.readOnly}
            // The server puts exact and prefix matches of the option fields first (optionRank).
            filterToQuery={(q: string) => (q ? { q, [RANK_KEY]: shown } : {})}
          />
        </ReferenceInput>
      );
    }
  }
}

/** A form input of a declared field: the resource's override (extensions `inputs`) or the generated one. */
export function DeclaredInput({ field, lang, all }: Omit<FieldInputProps, 'asFilter' | 'source'>) {
  const { decl } = useDeclaration();
  const Override = useExtension(decl).inputs?.[field.name];
  return Override ? <Override field={field} lang={lang} label={field.label[lang]} /> : <FieldInput field={field} lang={lang} all={all} />;
}
