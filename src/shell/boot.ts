/**
 * The bootstrap's texts and the /api/resources call. No React, no i18next: this runs in the
 * tiny entry chunk before the app is loaded.
 */
import type { Lang, ResourceDeclaration } from '../shared/resource/types';

export const BOOT_TEXTS: Record<Lang, { loading: string; failed: string; detail: string; retry: string }> = {
  de: {
    loading: 'Leitstelle wird geladen …',
    failed: 'Die Leitstelle konnte nicht gestartet werden.',
    detail: 'Die Ressourcen-Konfiguration (/api/resources) ist nicht erreichbar. Bitte später erneut versuchen oder den Support informieren.',
    retry: 'Erneut versuchen',
  },
  it: {
    loading: 'Caricamento della centrale operativa …',
    failed: 'Impossibile avviare la centrale operativa.',
    detail: 'La configurazione delle risorse (/api/resources) non è raggiungibile. Riprovare più tardi o informare il supporto.',
    retry: 'Riprova',
  },
};

export class BootError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'BootError';
  }
}

function isDeclarationList(value: unknown): value is { resources: ResourceDeclaration[] } {
  if (typeof value !== 'object' || value === null || !('resources' in value)) return false;
  const list = (value as { resources: unknown }).resources;
  return Array.isArray(list) && list.every((r) => typeof r === 'object' && r !== null && typeof r.path === 'string' && typeof r.name === 'string');
}

export async function fetchDeclarations(fetchFn: typeof fetch = fetch, lang: Lang = 'de'): Promise<ResourceDeclaration[]> {
  let response: Response;
  try {
    response = await fetchFn('/api/resources', { headers: { Accept: 'application/json', 'Accept-Language': lang } });
  } catch (e) {
    throw new BootError(`network: ${(e as Error).message}`);
  }
  if (!response.ok) throw new BootError(`HTTP ${response.status}`, response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new BootError('invalid JSON');
  }
  if (!isDeclarationList(body)) throw new BootError('unexpected answer');
  return body.resources;
}
