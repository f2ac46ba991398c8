import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * What a visitor sees when a page fails to render. The usual cause is a lazily loaded chunk that no longer
 * exists after a deploy, which a reload fixes; anything else is logged for the developer and described
 * plainly here.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
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

interface BoundaryProps {
  readonly children: ReactNode;
  /** The address shown: going elsewhere clears the error, as a link away from a broken page should. */
  readonly address: string;
}

class Boundary extends Component<BoundaryProps, { failed: { error: unknown } | null }> {
  state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.address !== this.props.address) this.setState({ failed: null });
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.failed.error} /> : this.props.children;
  }
}

/** The error boundary around an area of the site (its shell and pages): a failure shows RouteErrorPage. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary address={pathname + search}>{children}</Boundary>;
}
