import { describe, expect, it } from 'vitest';
import { persistTimeoutMessage } from '../../../../src/domain/errors/messages.ts';

describe('messages catalogue', () => {
  it('names the persist key in the persistence timeout message', () => {
    expect(persistTimeoutMessage('root')).toContain('"root"');
  });
});
