import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SearchTarget } from '@contracts/board-page';
import { boardHref, type BoardListState } from '../board-urls';

const TARGET_LABELS: Record<SearchTarget, string> = {
  title: 'Title',
  titleBody: 'Title + body',
  nickName: 'Author',
};

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

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = q.trim();
    navigate(boardHref(boardId, { category: state.category, target, q: words || undefined }));
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search this board"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', my: 2 }}
    >
      <TextField
        select
        size="small"
        id={`${id}-target`}
        label="Search in"
        value={target}
        onChange={(event) => setTarget(event.target.value as SearchTarget)}
        sx={{ width: 150 }}
      >
        {(Object.keys(TARGET_LABELS) as SearchTarget[]).map((value) => (
          <MenuItem key={value} value={value}>
            {TARGET_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id={`${id}-q`}
        label="Search words"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: '1 1 160px', maxWidth: 320 }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Box>
  );
}
