import { boardSchema } from './board';
import { createCommentBodySchema } from './post';
import { pageQuerySchema } from './pagination';

// zod/mini loads no locale by itself: without contracts/zod-locale.ts every check below that has no message
// of its own would answer only "Invalid input". These are the messages the classic API gave.
describe('zod/mini with the English locale', () => {
  const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('keeps the English default messages of checks without their own', () => {
    expect(messages(boardSchema.safeParse({ id: 'free', name: '', description: 1 }))).toEqual(
      expect.arrayContaining([
        'Too small: expected string to have >=1 characters',
        'Invalid input: expected string, received number',
        'Invalid input: expected number, received undefined',
      ]),
    );
    expect(messages(pageQuerySchema.safeParse({ limit: 'many' }))).toEqual([
      'Invalid input: expected number, received NaN',
    ]);
  });

  it('names unknown keys of strict objects', () => {
    expect(messages(createCommentBodySchema.safeParse({ body: 'Hi', spam: true }))).toEqual([
      'Unrecognized key: "spam"',
    ]);
  });

  it('leaves the contracts’ own messages as they are', () => {
    expect(messages(pageQuerySchema.safeParse({ limit: '0' }))).toEqual(['must be at least 1']);
  });
});
