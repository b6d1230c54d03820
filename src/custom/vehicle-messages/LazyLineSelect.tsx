/**
 * The line choice, loaded when the user picks "all vehicles of a line" (or fetched at the first
 * interaction with the page): the form opens on a single vehicle, and the choice's code (the
 * Select's stand-in) stays out of the screen's first load (issue 15). Should the code not be
 * there yet, a read-only field with the same label stands in until it is.
 */
import { useEffect, useState } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import { atFirstInteraction } from '../../ui/firstInteraction';
import { PlainTextField } from '../../ui/inputs';
import { keepLoad } from '../../ui/keptLoad';
import type { LineSelectProps } from './LineSelect';
import { vmTexts } from './messages';

const lineSelectCode = keepLoad(() => import('./LineSelect').then((m) => m.LineSelect));
let watching = false;

/** Fetches the line choice's code at the user's first interaction (once). */
export function preloadLineSelect(): void {
  if (watching || lineSelectCode.value()) return;
  watching = true;
  atFirstInteraction(() => {
    lineSelectCode().catch((error: unknown) => {
      watching = false;
      console.error('Leitstelle: loading the line choice failed', error);
    });
  });
}

export function LazyLineSelect(props: LineSelectProps) {
  const { t } = usePageText(vmTexts);
  const [Loaded, setLoaded] = useState(() => lineSelectCode.value() ?? null);
  useEffect(() => {
    if (Loaded) return undefined;
    let live = true;
    lineSelectCode().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      (error: unknown) => console.error('Leitstelle: loading the line choice failed', error),
    );
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} />;
  return <PlainTextField required error={props.missing} label={t('line')} value="" helperText=" " slotProps={{ input: { readOnly: true } }} />;
}
