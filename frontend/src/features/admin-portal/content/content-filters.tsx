import { useState } from 'react';
import type { Board } from '@contracts/board';
import { SearchForm, SearchText } from '@/components/search-form';
import { SmallSelect, type SelectOption } from '@/components/small-select';

export interface ContentFilterValues {
  readonly boardId: string;
  readonly status: string;
  readonly searchIn: 'text' | 'author';
  readonly query: string;
}

export interface ContentFiltersProps {
  readonly boards: readonly Board[];
  readonly statuses: readonly SelectOption[];
  /** 'Title' for posts, 'Text' for comments. */
  readonly textLabel: string;
  readonly value: ContentFilterValues;
  readonly onChange: (value: ContentFilterValues) => void;
}

/** Board and status filters apply at once; the search applies on Enter or Search. */
export function ContentFilters({ boards, statuses, textLabel, value, onChange }: ContentFiltersProps) {
  const [query, setQuery] = useState(value.query);
  const [searchIn, setSearchIn] = useState(value.searchIn);
  return (
    <SearchForm
      label="Filters"
      onSearch={() => onChange({ ...value, query: query.trim(), searchIn })}
      sx={{ alignItems: 'center', mb: 1 }}
    >
      <SmallSelect
        label="Board"
        value={value.boardId}
        options={[['all', 'All boards'], ...boards.map((board) => [board.id, board.name] as const)]}
        onChange={(boardId) => onChange({ ...value, boardId })}
        sx={{ minWidth: 140 }}
      />
      <SmallSelect
        label="Status"
        value={value.status}
        options={statuses}
        onChange={(status) => onChange({ ...value, status })}
        sx={{ minWidth: 120 }}
      />
      <SmallSelect
        label="Search in"
        value={searchIn}
        options={[
          ['text', textLabel],
          ['author', 'Author'],
        ]}
        onChange={setSearchIn}
        sx={{ minWidth: 110 }}
      />
      <SearchText label="Search" value={query} onChange={setQuery} sx={{ flex: '1 1 140px' }} />
    </SearchForm>
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
