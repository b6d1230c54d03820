/** A readable message for an unknown failure (Error, GraphQL error, string); null when none. */
export function errorMessage(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (typeof error === 'string') return error || null;
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || null;
  }
  return null;
}
