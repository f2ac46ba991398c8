import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

const MUI_CSS_VARIABLES_STUB = '\0mui-css-variables-stub:';

/**
 * MUI's createTheme and ThemeProvider import the CSS-variables theme machinery (createThemeWithVars and a
 * CssVarsProvider built when its module loads, so no bundler can drop it), although a theme created without
 * `cssVariables` or `colorSchemes`, as src/config/theme.ts is, never reaches it. Those two imports resolve to
 * stubs that throw if ever called: about 25 KB (minified) less before the first render. A theme that opts
 * into CSS variables or colour schemes must remove this plugin. Tests run the real modules (Jest, not Vite).
 */
function muiWithoutCssVariables(): Plugin {
  const importers = /[\\/]@mui[\\/]material[\\/]styles[\\/](?:createTheme|ThemeProvider)\.mjs$/;
  const stubs: Record<string, string> = {
    './createThemeWithVars.mjs': 'export default function createThemeWithVars() { fail(); }',
    './ThemeProviderWithVars.mjs': 'export function CssVarsProvider() { fail(); }',
  };
  const fail =
    "function fail() { throw new Error('MUI CSS variables are left out of this build (frontend/vite.config.mts)'); }";
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && importers.test(importer) && source in stubs) return MUI_CSS_VARIABLES_STUB + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(MUI_CSS_VARIABLES_STUB)) return null;
      return `${fail}\n${stubs[id.slice(MUI_CSS_VARIABLES_STUB.length)]}`;
    },
  };
}

// One build serves every stage: the stage-specific values come from /config.json at run time.
export default defineConfig({
  root,
  plugins: [react(), muiWithoutCssVariables()],
  resolve: {
    // Aliases let features reach shared code (`@/lib`, `@/components`) without relative climbs, which the
    // lint rule against cross-feature imports would flag. Same aliases in tsconfig.json and jest.config.js.
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@contracts/': fileURLToPath(new URL('../contracts/', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first render anyway: one chunk for it
        // instead of a dozen small shared ones (each a request before the first paint). Lazily loaded module
        // screens still get their own chunks and import what they share with the entry from this one.
        codeSplitting: { groups: [{ name: 'first-render', tags: ['$initial'] }] },
      },
    },
  },
});
