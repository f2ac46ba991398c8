import { boardSearchQuerySchema } from '@contracts/search';
import { searchFieldErrors } from './search-field-errors';

function errorsOf(query: Record<string, unknown>) {
  const parsed = boardSearchQuerySchema.safeParse(query);
  return parsed.success ? {} : searchFieldErrors(parsed.error.issues);
}

describe('searchFieldErrors', () => {
  it("words the contract's refusals under the field they are about", () => {
    expect(errorsOf({ q: '-ads' })).toEqual({
      q: 'Search words needs a word to look for (not only -excluded ones)',
    });
    expect(errorsOf({ q: 'snow', from: '2024-03-31', to: '2024-03-01' })).toEqual({
      to: 'To must not be before from',
    });
    expect(errorsOf({ q: 'snow', from: '2024-13-01' })).toEqual({ from: 'From is not a date' });
    expect(errorsOf({ q: 'a b c d e f g h i' })).toEqual({ q: 'Search words may hold at most 8 words' });
    expect(errorsOf({ q: 'snow' })).toEqual({});
  });
});
