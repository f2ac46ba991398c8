import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

// One build serves every stage: the stage-specific values come from /config.json at run time.
export default defineConfig({
  root,
  plugins: [react()],
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
