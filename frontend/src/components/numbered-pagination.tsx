import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** How many page links show at once, as Korean boards have them (Rhymix and GNUBoard show 10). */
export const PAGE_WINDOW = 10;

/**
 * The pages to link: a window of up to {@link PAGE_WINDOW} pages centred on the current one (not fixed blocks
 * of ten), moved inwards at either end so it always holds as many pages as exist up to the window.
 */
export function pageWindow(current: number, pageCount: number, size = PAGE_WINDOW): number[] {
  if (pageCount < 1) return [];
  const count = Math.min(size, pageCount);
  let first = current - Math.floor((count - 1) / 2);
  first = Math.max(1, Math.min(first, pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

export interface NumberedPaginationProps {
  readonly page: number;
  readonly pageCount: number;
  /** The address of a page: links, so Back, new tabs and bookmarks work. */
  readonly hrefOf: (page: number) => string;
  readonly label?: string;
}

/** First / numbered window / Last, as links; the current page is marked for screen readers. */
export function NumberedPagination({ page, pageCount, hrefOf, label = 'Pages' }: NumberedPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  const linkSx = { minWidth: 36, px: 1 };
  return (
    <Box component="nav" aria-label={label} sx={{ my: 2 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 0.5,
          p: 0,
          m: 0,
        }}
      >
        {page > 1 && (
          <li>
            <Button component={RouterLink} to={hrefOf(1)} size="small" sx={linkSx}>
              First
            </Button>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Button
              component={RouterLink}
              to={hrefOf(n)}
              size="small"
              variant={n === page ? 'contained' : 'text'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              sx={linkSx}
            >
              {n}
            </Button>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Button component={RouterLink} to={hrefOf(pageCount)} size="small" sx={linkSx}>
              Last
            </Button>
          </li>
        )}
      </Box>
    </Box>
  );
}
