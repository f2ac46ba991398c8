import { useEffect, useRef, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export interface PageHeadingProps {
  readonly children: ReactNode;
  readonly id?: string;
  /** Focus moves to the heading again whenever this changes (a new page, a new page number). */
  readonly focusKey?: string;
  readonly sx?: TypographyProps['sx'];
}

/**
 * A page's h1. It takes the focus when the page appears, as a full page load would put a screen reader at the
 * top: after a client-side navigation the reader hears where they are, and Tab continues from there.
 */
export function PageHeading({ children, id, focusKey, sx }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [focusKey]);
  return (
    <Typography
      ref={ref}
      id={id}
      variant="h1"
      tabIndex={-1}
      // scrollMarginTop: brought into view (lib/list-top.ts), it stays clear of the sticky top bar.
      sx={{
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: 'none' },
        scrollMarginTop: 72,
        ...sx,
      }}
    >
      {children}
    </Typography>
  );
}
