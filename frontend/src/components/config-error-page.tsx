import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * Shown when /config.json cannot be loaded or is invalid: nothing else can work without it (API addresses,
 * user pool). The technical reason goes to the console only.
 */
export function ConfigErrorPage() {
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 2, pt: 10 }}>
      <Paper role="alert" sx={{ p: 4, maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          The site configuration could not be loaded
        </Typography>
        <Typography sx={{ mb: 3 }}>
          The site cannot start right now. Please try again in a few minutes. If the problem persists, contact
          the site administrator.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Paper>
    </Box>
  );
}
