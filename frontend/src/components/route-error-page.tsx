import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The router's error boundary. The usual cause is a lazily loaded chunk that no longer exists after a
 * deploy, which a reload fixes; anything else is logged for the developer and described plainly here.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return (
    <Box component="main" role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>This page could not be shown. Reloading usually helps.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
