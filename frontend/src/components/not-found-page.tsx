import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The 404 page (docs/web-app.md), shown for unknown paths and unknown module names. */
export function NotFoundPage() {
  return (
    <Box component="section" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        We are sorry, Page not found!
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" color="primary">
        Back To Homepage
      </Button>
    </Box>
  );
}
