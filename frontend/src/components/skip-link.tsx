import Box from '@mui/material/Box';

/** The id of the page's main region, which the skip link focuses. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props for the main region: the skip link's target, focusable by script only, without a ring of its own. */
export const mainContentProps = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
} as const;

/**
 * "Skip to content": the first stop of Tab on every page, shown only while focused, so a keyboard user gets
 * past the top bar's menu in one key. It focuses the main region itself rather than following `#main-content`,
 * which would add a history entry.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
