import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export interface PageHeadingProps {
  readonly children: ReactNode;
  readonly id?: string;
  /** Focus moves to the heading again whenever this changes (a new page, a new page number). */
  readonly focusKey?: string;
  readonly sx?: TypographyProps['sx'];
}

/** The address the document was loaded at, until the app first shows another (see PageHeading). */
let loadedAddress: string | null =
  typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;

/**
 * A page's h1. It takes the focus when the page appears after a client-side navigation, as a full page load
 * would put a screen reader at the top: the reader hears where they are, and Tab continues from there. On the
 * page the document was loaded at it leaves focus where the browser puts it, at the start of the document,
 * so Tab reaches the skip link and the top bar first (Sign In was 20 Tab presses away on `/`).
 */
export function PageHeading({ children, id, focusKey, sx }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  useEffect(() => {
    if (address === loadedAddress) return;
    loadedAddress = null;
    ref.current?.focus({ preventScroll: true });
    // The address is read, not followed: focus moves when the page (its focusKey) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
