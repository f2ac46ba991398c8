import { createTheme } from '@mui/material/styles';

/**
 * The product's colours (docs/web-app.md, "Look"), named once so components that need them (toolbar
 * highlight) use the same values.
 */
export const palette = {
  darkGrey: '#333333',
  red: '#d32f2f',
  lightGrey: '#f4f5f7',
  nearBlack: '#212121',
  midGrey: '#6b6b6b',
} as const;

// Korean-capable system fonts first; nothing is downloaded (first-load budget).
const fontFamily = [
  '"Pretendard"',
  '"Noto Sans KR"',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(',');

/**
 * Keyboard focus must always be visible: a 2px outline offset from the control, dark on light surfaces and
 * white on the dark top bar (where the dark one would vanish). `:focus-visible` keeps it off mouse clicks.
 */
export const focusOutline = {
  outline: `2px solid ${palette.nearBlack}`,
  outlineOffset: 2,
} as const;
const focusOutlineOnDark = { outline: '2px solid #ffffff', outlineOffset: -3 } as const;
const focusVisible = { '&:focus-visible': focusOutline, '&.Mui-focusVisible': focusOutline } as const;

/** The site theme (docs/web-app.md, "Look"). */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: palette.darkGrey, contrastText: '#ffffff' },
    secondary: { main: palette.red, contrastText: '#ffffff' },
    background: { default: palette.lightGrey, paper: '#ffffff' },
    text: { primary: palette.nearBlack, secondary: palette.midGrey },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily,
    h1: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.4 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.4 },
    h3: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 },
    h4: { fontSize: '0.875rem', fontWeight: 700, lineHeight: 1.4 },
    body1: { fontSize: '1rem', lineHeight: 1.5 },
    button: { textTransform: 'none' },
  },
  mixins: {
    // Toolbar height 50px from 600px width (the product's); narrower screens keep MUI's 56px touch-friendly bar.
    toolbar: { minHeight: 56, '@media (min-width:600px)': { minHeight: 50 } },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Plain links, summary toggles and anything focusable MUI does not style.
        'a:focus-visible, summary:focus-visible, [tabindex]:focus-visible': focusOutline,
      },
    },
    MuiButtonBase: {
      // Buttons, icon buttons, list and menu items, tabs, chips: one outline instead of the ripple alone.
      styleOverrides: { root: focusVisible },
    },
    MuiLink: { styleOverrides: { root: focusVisible } },
    MuiInputBase: {
      styleOverrides: {
        root: { '&.Mui-focused': { outline: `2px solid ${palette.nearBlack}`, outlineOffset: 1 } },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          borderRadius: 4,
          padding: '4px 12px',
          transition: 'opacity 150ms',
          '&:hover': { opacity: 0.85 },
        },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          backgroundColor: palette.darkGrey,
          color: '#ffffff',
          borderBottom: `2px solid ${palette.red}`,
          borderRadius: 0,
          '& :focus-visible, & .Mui-focusVisible': focusOutlineOnDark,
        },
      },
    },
    MuiToolbar: {
      styleOverrides: {
        regular: { '@media (min-width:600px)': { minHeight: 50 } },
      },
    },
    MuiPaper: {
      styleOverrides: {
        elevation1: { boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)' },
      },
    },
  },
});
