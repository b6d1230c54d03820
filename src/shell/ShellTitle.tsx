/**
 * The page title in the app bar (the #react-admin-title portal of TitlePortal), for the shell's
 * own pages. react-admin's <Title> does the same but also brings its configurable-title editor
 * (a text field, a popover: about 15 KB gzip), which the shell does not need; the generated
 * screens keep using <Title>.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'ra-core';

const CONTAINER_ID = 'react-admin-title';

export function ShellTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [container, setContainer] = useState<HTMLElement | null>(() => document.getElementById(CONTAINER_ID));
  // On first mount the app bar may not be in the DOM yet.
  useEffect(() => {
    setContainer((c) => (c && document.body.contains(c) ? c : document.getElementById(CONTAINER_ID)));
  }, []);
  if (!container) return null;
  return createPortal(<span>{translate(title, { _: title })}</span>, container);
}
