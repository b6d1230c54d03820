/**
 * Code that stand-ins wait for (the tooltips, the autocomplete, the select): fetched once, at the
 * user's first interaction with the page or earlier when a stand-in is approached (`start`), and
 * handed to every stand-in on screen when it is there. A failed download is tried again at the
 * next interaction or approach; the stand-ins keep working meanwhile. Plain TS, no React.
 */
import { atFirstInteraction } from './firstInteraction';
import { keepLoad } from './keptLoad';

export interface InteractionCode<T> {
  /** The code, once it is there. */
  value(): T | undefined;
  /** Starts the download now (the pointer or the focus reached a stand-in). */
  start(): void;
  /**
   * Calls `use` with the code: at once when it is there, else when it arrives (the download
   * starts at the first interaction). Returns the function that cancels the wait.
   */
  whenLoaded(use: (code: T) => void): () => void;
}

export function interactionCode<T>(load: () => Promise<T>, what: string): InteractionCode<T> {
  const code = keepLoad(load);
  const waiting = new Set<(code: T) => void>();
  let watching = false;
  const start = () => {
    code().then(
      (loaded) => {
        for (const use of [...waiting]) use(loaded);
      },
      (error: unknown) => {
        watching = false;
        console.error(`Leitstelle: loading ${what} failed`, error);
      },
    );
  };
  return {
    value: () => code.value(),
    start,
    whenLoaded(use) {
      const ready = code.value();
      if (ready !== undefined) {
        use(ready);
        return () => undefined;
      }
      waiting.add(use);
      if (!watching) {
        watching = true;
        atFirstInteraction(start);
      }
      return () => void waiting.delete(use);
    },
  };
}
