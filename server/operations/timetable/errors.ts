/** A refused timetable operation, language-neutral: the API layer translates the key (messages.ts). */
import type { TimetableMessageKey } from './messages';

export type TimetableErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

export class TimetableError extends Error {
  constructor(
    readonly code: TimetableErrorCode,
    readonly key: TimetableMessageKey,
    readonly args: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'TimetableError';
  }
}
