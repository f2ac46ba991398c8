import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX, siteSearchQuerySchema } from '@contracts/search';
import { SearchForm, SearchText } from '@/components/search-form';
import { SmallSelect, type SelectOption } from '@/components/small-select';
import { searchFieldErrors } from '@/lib/search-field-errors';
import { searchUrl } from '@/lib/urls';
import type { SiteSearchState, SiteSearchTarget } from '../search-state';

const TARGETS: readonly SelectOption<SiteSearchTarget>[] = [
  ['titleBody', 'Title + body'],
  ['title', 'Title'],
];

/**
 * The site search's box: what to look in and the words, checked with the route's schema before the address
 * changes (what is wrong is said under the box). No words: the page without results.
 */
export function SiteSearchForm({ state }: { state: SiteSearchState }) {
  const navigate = useNavigate();
  const id = useId();
  const [target, setTarget] = useState<SiteSearchTarget>(state.target);
  const [q, setQ] = useState(state.q ?? '');
  const [error, setError] = useState<string>();
  // The address is the truth: Back to another search shows that search in the box.
  useEffect(() => {
    setTarget(state.target);
    setQ(state.q ?? '');
    setError(undefined);
  }, [state.target, state.q]);

  function search() {
    const words = q.trim();
    if (!words) {
      setError(undefined);
      navigate(searchUrl());
      return;
    }
    const parsed = siteSearchQuerySchema.safeParse({ q: words, target });
    if (!parsed.success) {
      setError(searchFieldErrors(parsed.error.issues).q ?? 'These words cannot be searched.');
      document.getElementById(`${id}-q`)?.focus();
      return;
    }
    setError(undefined);
    navigate(searchUrl({ q: words, target }));
  }

  return (
    <SearchForm
      label="Search all boards"
      onSearch={search}
      buttonVariant="contained"
      sx={{ alignItems: 'flex-start', my: 2 }}
    >
      <SmallSelect
        id={`${id}-target`}
        label="Search in"
        value={target}
        options={TARGETS}
        onChange={setTarget}
        sx={{ width: 150 }}
      />
      <SearchText
        id={`${id}-q`}
        label="Search words"
        value={q}
        onChange={(text) => {
          setQ(text);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        inputProps={{ maxLength: SEARCH_QUERY_MAX }}
        sx={{ flex: '1 1 200px', maxWidth: 480 }}
      />
    </SearchForm>
  );
}
