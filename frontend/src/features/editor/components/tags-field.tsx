import TextField from '@mui/material/TextField';
import { TAGS_HINT } from '../post-tags';

export interface TagsFieldProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** What is wrong with the tags (post-tags.ts), shown under the field in place of the hint. */
  readonly error?: string;
}

/** The post's tags as one comma-separated line (found later by the board's tag search). */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  return (
    <TextField
      id="post-tags"
      label="Tags"
      placeholder="travel, seoul, food"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? TAGS_HINT}
      // Ten tags of 30 characters and their commas, with room for what is too long to be said so.
      slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
    />
  );
}
