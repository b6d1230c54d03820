import type { Lang, ResourceDeclaration } from '../shared/resource/types';
import { generatorMessages, systemFieldLabels } from './messages';

export interface ResourceMessage {
  name: string;
  name_one: string;
  name_other: string;
  fields: Record<string, string>;
  /** The empty list's sentence (react-admin's Empty reads resources.<path>.empty). */
  empty?: string;
}

/**
 * The catalogue entries of the declared resources in one language:
 * `resources.<path>.name` ('<one> |||| <other>', react-admin's smart_count form,
 * plus i18next's name_one/name_other), `resources.<path>.empty` (label.empty, when declared), `resources.<path>.fields.<field>` (the
 * declared labels and the system fields), and the generator's own texts ("gen").
 */
export function resourceMessages(
  declarations: readonly ResourceDeclaration[],
  lang: Lang,
): { resources: Record<string, ResourceMessage> } & Record<string, unknown> {
  const resources: Record<string, ResourceMessage> = {};
  for (const decl of declarations) {
    const { one, other, empty } = decl.label[lang];
    const fields: Record<string, string> = { ...systemFieldLabels[lang] };
    for (const f of decl.fields) fields[f.name] = f.label[lang];
    resources[decl.path] = { name: `${one} |||| ${other}`, name_one: one, name_other: other, fields, ...(empty ? { empty } : {}) };
  }
  return { resources, ...generatorMessages[lang] };
}
