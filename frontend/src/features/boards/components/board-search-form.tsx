import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchTarget } from '@contracts/board-page';
import { SearchForm, SearchText } from '@/components/search-form';
import { SmallSelect, type SelectOption } from '@/components/small-select';
import type { BoardListState } from '../board-urls';
import { boardUrl } from '@/lib/urls';

const TARGETS: readonly SelectOption<SearchTarget>[] = [
  ['title', 'Title'],
  ['titleBody', 'Title + body'],
  ['nickName', 'Author'],
];

/** Search a board: what to look in (title, title and body, author nickName) and the words. */
export function BoardSearchForm({ boardId, state }: { boardId: string; state: BoardListState }) {
  const navigate = useNavigate();
  const id = useId();
  const [target, setTarget] = useState<SearchTarget>(state.target);
  const [q, setQ] = useState(state.q ?? '');
  // The address is the truth: Back to another search shows that search in the fields.
  useEffect(() => {
    setTarget(state.target);
    setQ(state.q ?? '');
  }, [state.target, state.q]);

  function search() {
    const words = q.trim();
    navigate(boardUrl(boardId, { category: state.category, target, q: words || undefined }));
  }

  return (
    <SearchForm
      label="Search this board"
      onSearch={search}
      buttonVariant="contained"
      sx={{ justifyContent: 'center', my: 2 }}
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
        onChange={setQ}
        inputProps={{ maxLength: 100 }}
        sx={{ flex: '1 1 160px', maxWidth: 320 }}
      />
    </SearchForm>
  );
}
