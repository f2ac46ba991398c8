import Typography from '@mui/material/Typography';
import { NotBuiltPanel } from '@/components/not-built-panel';
import type { ModuleProps } from '../module-props';

/**
 * What a module route shows until its screens are built: the module and the parameters it was given,
 * and a plain statement that the section is not built yet.
 */
export function ModulePlaceholder({ area, params }: ModuleProps & { area: 'public' | 'admin' }) {
  return (
    <NotBuiltPanel
      title="This section is not built yet"
      details={{
        Module: params.module,
        Action: params.action,
        Id: params.id,
        'Tab page': params.tabPage,
        'Tab page action': params.tabPageAction,
      }}
    >
      <Typography>
        The {area === 'admin' ? 'admin ' : ''}module <strong>{params.module}</strong> is part of the site, but
        its screens come in a later version.
      </Typography>
    </NotBuiltPanel>
  );
}
