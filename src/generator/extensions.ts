import { useEffect, useState, type ComponentType } from 'react';
import type { Label } from '../shared/resource/types';

/**
 * UI extensions of one generated resource, declared in
 * src/resources/<folder>/extensions.tsx as
 *   export const extensions: ExtensionMap = { '<decl.path>': { ... } };
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
      };
    }
  }
  return out;
}

let loaded: ExtensionMap | null = null;
let loading: Promise<ExtensionMap> | null = null;

/** Loads every extension module once (lazily, on first use). A failing module is skipped. */
export function loadExtensions(): Promise<ExtensionMap> {
  if (!loading) {
    loading = Promise.all(
      Object.entries(loaders).map(([file, load]) =>
        load().then(
          (m) => m.extensions,
          (error: unknown) => {
            console.error(`Extension module ${file} failed to load`, error);
            return undefined;
          },
        ),
      ),
    ).then((maps) => (loaded = mergeExtensionMaps(maps)));
  }
  return loading;
}

const NONE: ResourceExtension = {};

/** The extensions of a resource (empty until the modules are loaded). */
export function useExtension(path: string): ResourceExtension {
  const [map, setMap] = useState<ExtensionMap | null>(loaded);
  useEffect(() => {
    if (map) return;
    let live = true;
    void loadExtensions().then((m) => live && setMap(m));
    return () => {
      live = false;
    };
  }, [map]);
  return map?.[path] ?? NONE;
}
