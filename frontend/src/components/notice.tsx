import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';

export interface NoticeProps {
  readonly role: 'status' | 'alert';
  readonly children: ReactNode;
  /** A button beside the words (e.g. Try again). */
  readonly action?: ReactNode;
  readonly sticky?: boolean;
}

/**
 * A warning line drawn as MUI's standard warning Alert looks, without Alert: the shells show it (offline, an
 * account that could not be loaded), so it is in every page's first download, where Alert and its severity
 * icons would cost more than the first-render budget leaves (docs/performance.md, "First render").
 */
export function Notice({ role, children, action, sticky }: NoticeProps) {
  return (
    <Box
      role={role}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        my: 1,
        borderRadius: 1,
        bgcolor: (theme) => lighten(theme.palette.warning.main, 0.9),
        color: (theme) => darken(theme.palette.warning.main, 0.6),
        ...(sticky ? { position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar - 1 } : {}),
      }}
    >
      <Box sx={{ flex: '1 1 200px' }}>{children}</Box>
      {action}
    </Box>
  );
}
