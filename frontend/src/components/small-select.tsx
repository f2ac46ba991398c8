import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** One choice: the value and the words shown for it. */
export type SelectOption<T extends string = string> = readonly [value: T, label: string];

export type SmallSelectProps<T extends string> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  readonly label: string;
  readonly value: T;
  readonly options: readonly SelectOption<T>[];
  readonly onChange: (value: T) => void;
};

/** A compact labelled drop-down over a fixed list of choices (filters, "search in", bulk targets). */
export function SmallSelect<T extends string>({ value, options, onChange, ...rest }: SmallSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      {...rest}
    >
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
