import fc from 'fast-check';
import { BadRequestError } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';

const expect_ = { attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'], partition: { gsi1pk: 'BOARDS' } } as const;

describe('page cursors', () => {
  it('round-trips a LastEvaluatedKey', () => {
    const key = { pk: 'BOARD#a', sk: 'META', gsi1pk: 'BOARDS', gsi1sk: '2026#a' };
    expect(decodeCursor(encodeCursor(key) ?? undefined, expect_)).toEqual(key);
  });

  it('encodes the last page as null', () => {
    expect(encodeCursor(undefined)).toBeNull();
  });

  it('fails with a 400 for a cursor aimed at another partition', () => {
    const forged = encodeCursor({ pk: 'MEMBER#x', sk: 'PROFILE', gsi1pk: 'MEMBERS', gsi1sk: 'x' }) ?? '';
    expect(() => decodeCursor(forged, expect_)).toThrow(BadRequestError);
  });

  it('fails with a 400 for a cursor with other attributes', () => {
    const forged = encodeCursor({ pk: 'BOARD#a', gsi1pk: 'BOARDS' }) ?? '';
    expect(() => decodeCursor(forged, expect_)).toThrow(BadRequestError);
  });

  it('fails with a 400 for a sort key outside the list it is given to', () => {
    const list = { attributes: ['before'], partition: {}, prefixes: { before: 'POSTS#published#' } };
    const ours = encodeCursor({ before: 'POSTS#published#2026#p1' }) ?? '';
    expect(decodeCursor(ours, list)).toEqual({ before: 'POSTS#published#2026#p1' });
    const theirs = encodeCursor({ before: 'COMMENTS#live#2026#c1' }) ?? '';
    expect(() => decodeCursor(theirs, list)).toThrow(BadRequestError);
  });

  it('answers any string with a key or a 400, never another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (token) => {
        try {
          decodeCursor(token, expect_);
        } catch (error) {
          expect(error).toBeInstanceOf(BadRequestError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
