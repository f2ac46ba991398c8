import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { TextInput, type TextInputProps } from './text-input';

export interface SearchFormProps {
  /** The search landmark's name ('Find members', 'Search this board'). */
  readonly label: string;
  /** Called on Enter or Search; the page is never reloaded. */
  readonly onSearch: () => void;
  readonly children: ReactNode;
  /** Default: outlined. */
  readonly buttonVariant?: ButtonProps['variant'];
  readonly sx?: SxProps<Theme>;
}

/** A row of search fields that wraps on narrow screens, ending with the Search button. */
export function SearchForm({ label, onSearch, children, buttonVariant = 'outlined', sx }: SearchFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
      <Button type="submit" variant={buttonVariant}>
        Search
      </Button>
    </Box>
  );
}

/** The words to search for: a small search box that reports its text. */
export function SearchText({
  onChange,
  ...rest
}: Omit<TextInputProps, 'onChange' | 'type' | 'size'> & { readonly onChange: (text: string) => void }) {
  return (
    <TextInput size="small" type="search" onChange={(event) => onChange(event.target.value)} {...rest} />
  );
}
