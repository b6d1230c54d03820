/**
 * A turn of the event loop after the screens' theme has been evaluated (issue 15), imported last by
 * ScreenTheme.tsx: the screen that needs the theme evaluates in a task of its own. When the
 * screen's code had already arrived with the theme's (a screen opened directly, its code requested
 * at the start), both evaluated in one task: 290-340 ms at 4x CPU on the control centre, over the
 * 200 ms that opening a screen may block. A module with a top-level await makes the modules that
 * import it wait; the ones evaluated before it are done.
 */
await new Promise<void>((resolve) => {
  setTimeout(resolve, 0);
});

export {};
