import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/** One choice: the value and the words shown for it. */
export type SelectOption<T extends string = string> = readonly [value: T, label: string];

export interface SmallSelectProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly SelectOption<T>[];
  readonly onChange: (value: T) => void;
  readonly id?: string;
  readonly disabled?: boolean;
  readonly sx?: SxProps<Theme>;
}

/**
 * A compact labelled drop-down over a fixed list of choices (filters, "search in", bulk targets): the
 * browser's own select, styled as an outlined field. Native on purpose: phones show their own picker, and it
 * needs none of MUI's Select, menu and modal code (about 27 kB gzip) on the board page's first render
 * (docs/performance.md).
 */
export function SmallSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  id: idOverride,
  disabled,
  sx,
}: SmallSelectProps<T>) {
  const generated = useId();
  const id = idOverride ?? generated;
  return (
    <FormControl variant="outlined" size="small" disabled={disabled} sx={sx}>
      {/* Always shrunk: a native select always shows a value. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        input={<OutlinedInput label={label} notched />}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
