import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminPage } from './admin-page';

/**
 * What a sidebar entry without its screens opens: a page inside the portal that says so plainly (never the
 * 404 page, which would suggest a broken link).
 */
export function NotAvailablePage({ section }: { section: string }) {
  return (
    <AdminPage title={section}>
      <Paper sx={{ p: 3 }}>
        <Typography sx={{ mb: 1 }}>
          <strong>{section}</strong> is not available yet. It is planned for a later version of the site.
        </Typography>
        <Typography>
          Back to the{' '}
          <Link component={RouterLink} to="/admin">
            Dashboard
          </Link>
          .
        </Typography>
      </Paper>
    </AdminPage>
  );
}
