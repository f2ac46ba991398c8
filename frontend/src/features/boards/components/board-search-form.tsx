import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { boardSearchQuerySchema, SEARCH_QUERY_MAX, type SearchTarget } from '@contracts/search';
import { SearchForm, SearchText } from '@/components/search-form';
import { SmallSelect } from '@/components/small-select';
import { TextInput } from '@/components/text-input';
import { useNarrowScreen } from '@/components/use-narrow-screen';
import { searchFieldErrors, type SearchFieldErrors } from '@/lib/search-field-errors';
import { boardUrl } from '@/lib/urls';
import type { BoardListState } from '../board-urls';
import { BOARD_SEARCH_TARGETS } from '../search-targets';

/**
 * Search a board: what to look in (title and body, title, body, comments, the author's nickname, tags), the
 * words, and optionally the days the posts were written (folded behind "Dates" on a phone unless the search
 * has them). The search is checked with the route's own schema before the address changes, and what is
 * wrong is said under its field; searching with no words returns to the board's list.
 */
export function BoardSearchForm({ boardId, state }: { boardId: string; state: BoardListState }) {
  const navigate = useNavigate();
  const id = useId();
  const narrow = useNarrowScreen();
  const [target, setTarget] = useState<SearchTarget>(state.target);
  const [q, setQ] = useState(state.q ?? '');
  const [from, setFrom] = useState(state.from ?? '');
  const [to, setTo] = useState(state.to ?? '');
  const [errors, setErrors] = useState<SearchFieldErrors>({});
  const [datesOpen, setDatesOpen] = useState(Boolean(state.from || state.to));
  // The address is the truth: Back to another search shows that search in the fields.
  useEffect(() => {
    setTarget(state.target);
    setQ(state.q ?? '');
    setFrom(state.from ?? '');
    setTo(state.to ?? '');
    setErrors({});
    if (state.from || state.to) setDatesOpen(true);
  }, [state.target, state.q, state.from, state.to]);

  function search() {
    const words = q.trim();
    if (!words) {
      setErrors({});
      navigate(boardUrl(boardId, { category: state.category }));
      return;
    }
    const query = { q: words, target, from: from || undefined, to: to || undefined };
    const parsed = boardSearchQuerySchema.safeParse(query);
    if (!parsed.success) {
      const found = searchFieldErrors(parsed.error.issues);
      setErrors(found);
      if (found.from || found.to) setDatesOpen(true);
      const first = found.q ? 'q' : found.from ? 'from' : 'to';
      // After the dates have been drawn (they may have been folded away on a phone).
      setTimeout(() => document.getElementById(`${id}-${first}`)?.focus());
      return;
    }
    setErrors({});
    navigate(boardUrl(boardId, query));
  }

  const showDates = !narrow || datesOpen;

  /** One end of the day range: either edit clears both ends' errors (they are checked together). */
  const dateInput = (end: 'from' | 'to', label: string, value: string, set: (day: string) => void) => (
    <TextInput
      id={`${id}-${end}`}
      type="date"
      label={label}
      size="small"
      shrinkLabel
      value={value}
      onChange={(event) => {
        set(event.target.value);
        setErrors((current) => ({ ...current, from: undefined, to: undefined }));
      }}
      error={Boolean(errors[end])}
      helperText={errors[end]}
      sx={{ flex: '1 1 0', minWidth: 0, width: { sm: 160 } }}
    />
  );
  return (
    <SearchForm
      label="Search this board"
      onSearch={search}
      buttonVariant="contained"
      sx={{ justifyContent: 'center', alignItems: 'flex-start', my: 2 }}
    >
      <SmallSelect
        id={`${id}-target`}
        label="Search in"
        value={target}
        options={BOARD_SEARCH_TARGETS}
        onChange={setTarget}
        sx={{ width: 150 }}
      />
      <SearchText
        id={`${id}-q`}
        label="Search words"
        value={q}
        onChange={(text) => {
          setQ(text);
          setErrors((current) => ({ ...current, q: undefined }));
        }}
        error={Boolean(errors.q)}
        helperText={errors.q}
        inputProps={{ maxLength: SEARCH_QUERY_MAX }}
        sx={{ flex: '1 1 160px', maxWidth: 320 }}
      />
      {narrow && (
        <Button
          variant="text"
          aria-expanded={datesOpen}
          aria-controls={datesOpen ? `${id}-dates` : undefined}
          onClick={() => setDatesOpen((open) => !open)}
        >
          {datesOpen ? 'Hide dates' : 'Dates'}
        </Button>
      )}
      {showDates && (
        <Box
          id={`${id}-dates`}
          role="group"
          aria-label="Written between"
          sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        >
          {dateInput('from', 'From', from, setFrom)}
          {dateInput('to', 'To', to, setTo)}
        </Box>
      )}
    </SearchForm>
  );
}
