import { defineConfig, type Plugin, type Rollup } from 'vite';
import type { CodeSplittingNameFunction } from 'rolldown';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { ROUTE_MODULES } from './src/app/route-manifest';

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

/**
 * The boot script (src/boot/boot.ts), bundled on its own with esbuild once the app's chunks are known: it
 * preloads the chunks of the page at the visitor's address and starts /config.json and a guest's first data
 * while the entry downloads. index.html loads it deferred, before the entry: deferred scripts and module
 * scripts run in document order, so it has run when the entry looks for what it started.
 */
function bootScript(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        // The chunk holding each module (a module imported both statically and lazily may share a chunk).
        const byModule = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)),
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What index.html already loads: the entry and everything it imports statically.
        const first = new Set<string>();
        const addWithImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, first);
        const files: Record<string, string[]> = {};
        for (const [kind, { modules }] of Object.entries(ROUTE_MODULES)) {
          // A kind with nothing to preload is left out: the boot script finds no entry for it either way.
          if (modules.length === 0) continue;
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(path.join(root, module));
            if (!chunk) this.error(`boot-script: no chunk holds ${module}`);
            addWithImports(chunk.fileName, needed);
          }
          files[kind] = [...needed].filter((file) => !first.has(file)).map((file) => `/${file}`);
        }
        const built = await esbuild({
          entryPoints: [path.join(root, 'src/boot/index.ts')],
          tsconfig: path.join(root, 'tsconfig.json'),
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          target: 'es2020',
          minify: true,
          legalComments: 'none',
          define: { ROUTE_CHUNKS: JSON.stringify(files) },
          logLevel: 'silent',
        });
        const source = built.outputFiles[0]?.text;
        if (!source) this.error('boot-script: esbuild wrote nothing');
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string')
          this.error('boot-script: the build has no index.html');
        html.source = html.source.replace(
          '</title>',
          `</title>\n    <script defer src="/${fileName}"></script>`,
        );
      },
    },
  };
}

/**
 * The public pages' screens by name, and the files that root each one's code (the route manifest's `screen`
 * entries): what they import is chunked by {@link publicScreenChunks}. A file rooting several screens (a
 * board's data for the first render, both board screens') belongs to each.
 */
const PUBLIC_SCREENS = new Map<string, string[]>();
for (const { screen } of Object.values(ROUTE_MODULES)) {
  if (!screen) continue;
  for (const file of screen.roots) {
    const names = PUBLIC_SCREENS.get(file) ?? [];
    if (!names.includes(screen.name)) names.push(screen.name);
    PUBLIC_SCREENS.set(file, names);
  }
}

/**
 * One chunk per set of public screens: a module goes into the chunk of exactly the screens whose static
 * imports reach it, e.g. `screens-list-post` for what both board screens use, `screens-list` for what only the
 * list does. Left to itself the bundler splits that code by every screen that uses it, the admin portal's,
 * the editor's and the parts loaded later included, into a dozen files of one or two kilobytes: a post's
 * address then waited for some twenty requests before its first render (docs/performance.md, "First render").
 * What the admin portal or the editor shares with a public screen they import from that screen's chunk;
 * what is loaded later (dialogs, the list under a post) keeps chunks of its own.
 */
function publicScreenChunks(): (size: number) => CodeSplittingNameFunction {
  const roots = new Map([...PUBLIC_SCREENS].map(([file, names]) => [path.join(root, file), names]));
  const reaching = new Map<string, ReadonlySet<string>>();
  type ModuleInfoOf = (id: string) => { readonly importers: readonly string[] } | null;
  // The public screens whose static imports reach `id`, found by walking its importers up.
  const screensReaching = (id: string, info: ModuleInfoOf, seen: Set<string>): ReadonlySet<string> => {
    const known = reaching.get(id);
    if (known) return known;
    if (seen.has(id)) return new Set();
    seen.add(id);
    const screens = new Set(roots.get(id) ?? []);
    for (const importer of info(id)?.importers ?? [])
      for (const screen of screensReaching(importer, info, seen)) screens.add(screen);
    reaching.set(id, screens);
    return screens;
  };
  // A group captures the modules each module it names imports (unless an earlier group has them), and those
  // are reached by at least the same screens: so the groups run widest first, one per number of screens.
  return (size) => (id, ctx) => {
    const screens = screensReaching(id, (module) => ctx.getModuleInfo(module), new Set());
    return screens.size === size ? `screens-${[...screens].sort().join('-')}` : null;
  };
}

const screenChunk = publicScreenChunks();
// One group per number of screens, widest first (publicScreenChunks says why).
const screenCount = new Set([...PUBLIC_SCREENS.values()].flat()).size;
const screenGroups = Array.from({ length: screenCount }, (_, index) => screenCount - index).map((size) => ({
  name: screenChunk(size),
  priority: size,
}));

// One build serves every stage: the stage-specific values come from /config.json at run time.
export default defineConfig({
  root,
  plugins: [react(), muiWithoutCssVariables(), bootScript()],
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
        codeSplitting: {
          groups: [
            // Above every screen group: what the entry imports stays in the entry.
            { name: 'first-render', tags: ['$initial'], priority: screenCount + 1 },
            ...screenGroups,
          ],
        },
      },
    },
  },
});
