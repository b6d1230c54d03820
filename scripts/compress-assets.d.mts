/** Types of compress-assets.mjs (imported by vite.config.ts). */
export interface CompressSummary {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}
export function compressAssets(dir: string): Promise<CompressSummary>;
