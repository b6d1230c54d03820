/**
 * The browser's localStorage for what a page remembers per browser (the Bildfahrplan's last
 * corridor, the running import), or null where storage is disabled: the page then works without
 * remembering.
 */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
