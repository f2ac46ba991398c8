import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { boardUrl } from '@/lib/urls';

/**
 * "All" and one link per category, drawn as tabs above the list as Korean boards show them; a category's list
 * has its own address. Links in a nav, not MUI's Tabs: they go to other pages rather than switch panels (so
 * `aria-current`, not the tab pattern), and Tabs measures its tabs on every render, work the board page's
 * first render does not need (docs/performance.md). A long row scrolls sideways on its own, never the page.
 */
export function CategoryTabs({
  boardId,
  categories,
  current,
}: {
  boardId: string;
  categories: readonly string[];
  current?: string;
}) {
  if (categories.length === 0) return null;
  const selected = current && categories.includes(current) ? current : '';
  const entries = [['', 'All'] as const, ...categories.map((category) => [category, category] as const)];
  return (
    <Box component="nav" aria-label="Categories" sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', overflowX: 'auto', scrollbarWidth: 'thin' }}
      >
        {entries.map(([category, label]) => {
          const isCurrent = category === selected;
          return (
            <Box component="li" key={category} sx={{ flexShrink: 0 }}>
              <Link
                component={RouterLink}
                to={category ? boardUrl(boardId, { category }) : boardUrl(boardId)}
                aria-current={isCurrent ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  fontSize: '0.875rem',
                  fontWeight: 500,
                  color: isCurrent ? 'text.primary' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: isCurrent ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'text.primary' },
                  // Inside the link: the scrolling row would clip an outline drawn around it.
                  '&:focus-visible': { outlineOffset: '-4px' },
                }}
              >
                {label}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
