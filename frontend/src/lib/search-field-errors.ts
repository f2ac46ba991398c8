/** The fields a search form has, and their names as its labels show them. */
const LABELS = { q: 'Search words', from: 'From', to: 'To' } as const;

export type SearchFieldErrors = Partial<Record<keyof typeof LABELS, string>>;

/**
 * A search query's issues (the contract's schemas, contracts/search.ts, checked before the address changes)
 * as sentences under the fields they are about: "Search words needs a word to look for (not only -excluded
 * ones)". The first issue of each field wins; issues about other fields (the search forms send no others) are
 * left out.
 */
export function searchFieldErrors(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): SearchFieldErrors {
  const errors: SearchFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'q' || field === 'from' || field === 'to') && !errors[field]) {
      errors[field] = `${LABELS[field]} ${issue.message}`;
    }
  }
  return errors;
}
