import Typography from '@mui/material/Typography';
import { NotBuiltPanel } from '@/components/not-built-panel';

/** The root page. What it shows is not specified yet (§2 lists only module routes). */
export function HomePage() {
  return (
    <NotBuiltPanel title="The home page is not built yet">
      <Typography>Use the menu above to open a section of the site.</Typography>
    </NotBuiltPanel>
  );
}
