import Box from '@mui/material/Box';

/** The current year and an admin label (docs/web-app.md, "Admin layout"). */
export function AdminFooter() {
  return (
    <Box
      component="footer"
      sx={{
        px: 2,
        py: 1,
        fontSize: '0.8125rem',
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      © {new Date().getFullYear()} Community Admin
    </Box>
  );
}
