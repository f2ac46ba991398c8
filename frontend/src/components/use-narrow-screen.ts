import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Whether the screen is narrower than the theme's `sm` breakpoint (600 px): a phone. Read on the first render
 * (`noSsr`), so a phone never renders the wide layout first. Without `matchMedia` (tests in jsdom) it is false.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
