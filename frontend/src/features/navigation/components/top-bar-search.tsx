import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { searchUrl } from '@/lib/search-url';
import { toolbarButtonSx } from './toolbar-button-sx';

/** A magnifying glass, drawn here: an icon package would add its runtime to every page's first render. */
const searchIcon = (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="10" cy="10" r="6" />
    <path d="m15 15 5 5" />
  </svg>
);

const focusRing = { '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 } };

/**
 * The top bar's way to the site's search (`/search`): on wide screens a search box, whose Enter (or its
 * button) opens the results; below 900 px, where the menu needs the room, a button to the search page. Every
 * page draws it, so it is a plain uncontrolled input: no MUI text field or Autocomplete, which would weigh on
 * every first render (docs/performance.md, "First render").
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Search the site"
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          navigate(searchUrl({ q: typeof q === 'string' ? q.trim() : undefined }));
        }}
        sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', mx: 1 }}
      >
        <Box
          component="input"
          type="search"
          name="q"
          aria-label="Search posts"
          placeholder="Search posts"
          maxLength={100}
          sx={{
            width: { md: 150, lg: 220 },
            height: 32,
            px: 1,
            border: 0,
            borderRadius: '6px 0 0 6px',
            bgcolor: 'rgba(255,255,255,.15)',
            color: 'inherit',
            font: 'inherit',
            '&::placeholder': { color: 'inherit', opacity: 0.85 },
            ...focusRing,
          }}
        />
        <Button
          type="submit"
          aria-label="Search"
          sx={{
            color: 'inherit',
            minWidth: 0,
            height: 32,
            px: 1,
            borderRadius: '0 6px 6px 0',
            bgcolor: 'rgba(255,255,255,.15)',
            ...focusRing,
          }}
        >
          {searchIcon}
        </Button>
      </Box>
      <Button
        component={RouterLink}
        to={searchUrl()}
        aria-label="Search"
        sx={{ ...toolbarButtonSx, display: { md: 'none' }, minWidth: 44, px: 1 }}
      >
        {searchIcon}
      </Button>
    </>
  );
}
