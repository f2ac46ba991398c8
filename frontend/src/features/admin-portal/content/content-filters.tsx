import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Board } from '@contracts/board';

export interface ContentFilterValues {
  readonly boardId: string;
  readonly status: string;
  readonly searchIn: 'text' | 'author';
  readonly query: string;
}

export interface ContentFiltersProps {
  readonly boards: readonly Board[];
  readonly statuses: readonly (readonly [string, string])[];
  /** 'Title' for posts, 'Text' for comments. */
  readonly textLabel: string;
  readonly value: ContentFilterValues;
  readonly onChange: (value: ContentFilterValues) => void;
}

/** Board and status filters apply at once; the search applies on Enter or Search. */
export function ContentFilters({ boards, statuses, textLabel, value, onChange }: ContentFiltersProps) {
  const [query, setQuery] = useState(value.query);
  const [searchIn, setSearchIn] = useState(value.searchIn);
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, query: query.trim(), searchIn });
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filters"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      <TextField
        select
        size="small"
        label="Board"
        value={value.boardId}
        onChange={(e) => onChange({ ...value, boardId: e.target.value })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">All boards</MenuItem>
        {boards.map((board) => (
          <MenuItem key={board.id} value={board.id}>
            {board.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value })}
        sx={{ minWidth: 120 }}
      >
        {statuses.map(([status, label]) => (
          <MenuItem key={status} value={status}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Search in"
        value={searchIn}
        onChange={(e) => setSearchIn(e.target.value as 'text' | 'author')}
        sx={{ minWidth: 110 }}
      >
        <MenuItem value="text">{textLabel}</MenuItem>
        <MenuItem value="author">Author</MenuItem>
      </TextField>
      <TextField
        size="small"
        label="Search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ flex: '1 1 140px' }}
      />
      <Button type="submit" variant="outlined">
        Search
      </Button>
    </Box>
  );
}

/** The API's filter parameters for these values. */
export function toApiFilter(value: ContentFilterValues, nextToken: string | undefined) {
  return {
    boardId: value.boardId === 'all' ? undefined : value.boardId,
    q: value.searchIn === 'text' && value.query ? value.query : undefined,
    author: value.searchIn === 'author' && value.query ? value.query : undefined,
    nextToken,
  };
}
