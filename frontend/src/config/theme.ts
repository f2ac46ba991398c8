import { createTheme } from '@mui/material/styles';

/** Colours of spec §9, named once so components that need them (toolbar highlight) use the same values. */
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

/** The site theme (§9). */
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
    // Toolbar height 50px from 600px width (§9); narrower screens keep MUI's 56px touch-friendly bar.
    toolbar: { minHeight: 56, '@media (min-width:600px)': { minHeight: 50 } },
  },
  components: {
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
