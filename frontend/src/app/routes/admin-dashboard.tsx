import Typography from '@mui/material/Typography';
import { NotBuiltPanel } from '@/components/not-built-panel';

/** /admin index. */
export function AdminDashboard() {
  return (
    <NotBuiltPanel title="Dashboard is not built yet">
      <Typography>Use the sidebar to open a management section.</Typography>
    </NotBuiltPanel>
  );
}
