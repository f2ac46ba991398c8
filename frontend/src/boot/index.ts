import { boot, type RouteChunks } from './boot';

// Written into the bundle by the build (frontend/vite.config.mts).
declare const ROUTE_CHUNKS: RouteChunks;

void boot(ROUTE_CHUNKS);

// Makes this file an ES module to esbuild, which reads an entry without exports as CommonJS and then wraps
// every module it imports in a lazy initialiser (about 500 bytes more).
export {};
