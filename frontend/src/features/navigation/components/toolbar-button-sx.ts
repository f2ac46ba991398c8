import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { palette } from '@/config/theme';

/** Toolbar buttons fill the 50px bar; the current one gets a red-ish background (docs/web-app.md). */
export const toolbarButtonSx = {
  color: 'inherit',
  borderRadius: 0,
  minHeight: { xs: 56, sm: 50 },
  px: 1.5,
  whiteSpace: 'nowrap',
  '&[aria-current]': { backgroundColor: alpha(palette.red, 0.45) },
} satisfies SxProps<Theme>;
