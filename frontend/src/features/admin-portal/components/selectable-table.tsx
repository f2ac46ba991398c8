import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<T> {
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** Hidden below 600 px so a phone shows the columns that matter without sideways scrolling. */
  readonly wide?: boolean;
}

/**
 * Words stay whole: `overflow-wrap: anywhere` let the table shrink a column below its longest word on a phone
 * ("Administrat/or"). `keep-all` also keeps Korean words whole (breaks at spaces, as Korean text expects);
 * `break-word` still breaks a token longer than the whole frame, which otherwise scrolls inside itself.
 */
const cellTextSx = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

export interface SelectableTableProps<T> {
  readonly label: string;
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** How a row is named to assistive technology ("post Hello"). */
  readonly rowLabel: (row: T) => string;
  readonly columns: readonly Column<T>[];
  /** Without it, the table has no selection column. */
  readonly selected?: ReadonlySet<string>;
  readonly onSelectedChange?: (selected: Set<string>) => void;
}

/**
 * A list as a table: a checkbox per row and one for all (each reachable with Tab and toggled with Space),
 * columns that drop out on narrow screens, and a frame that scrolls inside itself rather than the page.
 */
export function SelectableTable<T>({
  label,
  rows,
  rowKey,
  rowLabel,
  columns,
  selected,
  onSelectedChange,
}: SelectableTableProps<T>) {
  const keys = rows.map(rowKey);
  const selectable = Boolean(selected && onSelectedChange);
  const allSelected = selectable && keys.length > 0 && keys.every((key) => selected?.has(key));
  const someSelected = selectable && keys.some((key) => selected?.has(key));
  const wideSx = { display: { xs: 'none', sm: 'table-cell' } };

  function toggle(key: string) {
    const next = new Set(selected);
    if (!next.delete(key)) next.add(key);
    onSelectedChange?.(next);
  }

  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={() => onSelectedChange?.(allSelected ? new Set() : new Set(keys))}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.header} sx={column.wide ? wideSx : undefined}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <TableRow key={key} hover selected={selected?.has(key) ?? false}>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      slotProps={{ input: { 'aria-label': `Select ${rowLabel(row)}` } }}
                      checked={selected?.has(key) ?? false}
                      onChange={() => toggle(key)}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ ...(column.wide ? wideSx : {}), ...cellTextSx }}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
