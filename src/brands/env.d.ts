/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand code avg | sag | sws, fixed at build time by vite.config.ts. */
  readonly VITE_BRAND?: string;
}
