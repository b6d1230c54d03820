import { useEffect, useState, type ComponentType } from 'react';
import type { FieldDeclaration, Label, Lang, ResourceDeclaration } from '../shared/resource/types';

/**
 * UI extensions of one generated resource, declared beside its declaration in
 * src/resources/<folder>/extensions.tsx as
 *   export const extensions: ExtensionMap = { '<decl.path>': { ... } };
 * (a module extends the resource of its own folder: a screen loads only that module).
 * Components take no props: they read the record (useRecordContext), the
 * declaration (useDeclaration) and the language (useLang) from context.
 */
export interface ExtraColumn {
  /** Column key (for the column chooser); use a name that is not a declared field. */
  source: string;
  label: Label;
  /** Cell content, rendered inside the row's record context. */
  Cell: ComponentType;
  /** Hidden until the user picks it in the column chooser. */
  hidden?: boolean;
}

/** Props of a per-field input or display override. */
export interface FieldOverrideProps {
  /** The declared field (name, label, rules). */
  field: FieldDeclaration;
  /** The interface language. */
  lang: Lang;
  /** The field's label in that language (inputs should show it, with a required marker when field.required). */
  label: string;
}

/**
 * How a field's value is written into an export cell: a number stays a number (XLSX keeps
 * it numeric), a string is written as is; null leaves the cell empty.
 */
export type ExportValue = (value: unknown, record: Record<string, unknown>, lang: Lang) => string | number | null;

export interface ResourceExtension {
  /** Extra list columns, after the declared ones. */
  extraColumns?: ExtraColumn[];
  /** Buttons in the list toolbar (list context). */
  listActions?: ComponentType[];
  /** Buttons in the edit form toolbar and the show page toolbar (record context). */
  editActions?: ComponentType[];
  /** Shown beside the show page (record context). */
  showAside?: ComponentType;
  /** Shown beside the list (list context), e.g. a notice or a side panel. */
  listAside?: ComponentType;
  /**
   * Buttons at the end of every list row (record context: the row). The generator puts them in
   * an "Aktionen" column and keeps their clicks from opening the row.
   */
  rowActions?: ComponentType[];
  /** Per field name: the form input used instead of the generated one (react-admin input, `source={field.name}`). */
  inputs?: Record<string, ComponentType<FieldOverrideProps>>;
  /** Per field name: the value display used instead of the generated one (list cells and show page; record context). */
  displays?: Record<string, ComponentType<FieldOverrideProps>>;
  /** Per field name: how the declared exporter writes the value (default: the generator's formatting). */
  exportValues?: Record<string, ExportValue>;
}

export type ExtensionMap = Record<string, ResourceExtension>;

interface ExtensionModule {
  extensions?: ExtensionMap;
}

type Loader = () => Promise<ExtensionModule>;

const loaders: Record<string, Loader> = import.meta.glob<ExtensionModule>('/src/resources/*/extensions.tsx');

/** Merges the extension maps of several modules (later ones add to earlier ones). */
export function mergeExtensionMaps(maps: readonly (ExtensionMap | undefined)[]): ExtensionMap {
  const out: ExtensionMap = {};
  for (const map of maps) {
    for (const [path, ext] of Object.entries(map ?? {})) {
      const prev = out[path] ?? {};
      out[path] = {
        extraColumns: [...(prev.extraColumns ?? []), ...(ext.extraColumns ?? [])],
        listActions: [...(prev.listActions ?? []), ...(ext.listActions ?? [])],
        editActions: [...(prev.editActions ?? []), ...(ext.editActions ?? [])],
        showAside: ext.showAside ?? prev.showAside,
        listAside: ext.listAside ?? prev.listAside,
        rowActions: [...(prev.rowActions ?? []), ...(ext.rowActions ?? [])],
        inputs: { ...prev.inputs, ...ext.inputs },
        displays: { ...prev.displays, ...ext.displays },
        exportValues: { ...prev.exportValues, ...ext.exportValues },
      };
    }
  }
  return out;
}

/** Per folder (or '*' for every module), the merged map once loaded, and the pending load. */
const loadedMaps = new Map<string, ExtensionMap>();
const pending = new Map<string, Promise<ExtensionMap>>();

function loadModules(entries: [string, Loader][]): Promise<ExtensionMap> {
  return Promise.all(
    entries.map(([file, load]) =>
      load().then(
        (m) => m.extensions,
        (error: unknown) => {
          console.error(`Extension module ${file} failed to load`, error);
          return undefined;
        },
      ),
    ),
  ).then(mergeExtensionMaps);
}

/**
 * The extension modules of one resource, once (lazily, on first use): the extensions.tsx beside its
 * declaration (`decl.folder`, set by the server), so that a screen loads no other resource's code
 * (issue 15). Without a folder (a declaration built elsewhere), every module. A failing module is
 * skipped.
 */
export function loadExtensions(folder?: string): Promise<ExtensionMap> {
  const key = folder ?? '*';
  let load = pending.get(key);
  if (!load) {
    const entries = Object.entries(loaders).filter(([file]) => folder === undefined || file === `/src/resources/${folder}/extensions.tsx`);
    load = loadModules(entries).then((map) => {
      loadedMaps.set(key, map);
      return map;
    });
    pending.set(key, load);
  }
  return load;
}

const NONE: ResourceExtension = {};

/** The extensions of a resource (empty until its module is loaded). */
export function useExtension(decl: Pick<ResourceDeclaration, 'path' | 'folder'>): ResourceExtension {
  const key = decl.folder ?? '*';
  const [map, setMap] = useState<ExtensionMap | null>(() => loadedMaps.get(key) ?? null);
  useEffect(() => {
    if (map) return;
    let live = true;
    void loadExtensions(decl.folder).then((m) => live && setMap(m));
    return () => {
      live = false;
    };
  }, [map, decl.folder]);
  return map?.[decl.path] ?? NONE;
}
