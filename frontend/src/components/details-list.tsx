import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface DetailsListProps {
  /** Label and value pairs, in order. */
  readonly rows: readonly (readonly [label: string, value: ReactNode])[];
  /** How the values are set (monospace ids, wrapping long addresses). */
  readonly valueSx?: SxProps<Theme>;
  readonly sx?: SxProps<Theme>;
}

/** Labels and their values as a two-column definition list (`dl`), labels muted. */
export function DetailsList({ rows, valueSx, sx }: DetailsListProps) {
  return (
    <Box
      component="dl"
      sx={[
        { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={[{ m: 0 }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
