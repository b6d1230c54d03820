import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/ui/errorMessage';

describe('errorMessage', () => {
  it('reads messages from errors, strings and objects', () => {
    expect(errorMessage(new Error('kaputt'))).toBe('kaputt');
    expect(errorMessage('text')).toBe('text');
    expect(errorMessage({ message: 'gql' })).toBe('gql');
    expect(errorMessage({})).toBeNull();
    expect(errorMessage(undefined)).toBeNull();
    expect(errorMessage('')).toBeNull();
  });
});
