/**
 * How the web build's hashed bundles (`frontend/dist/assets/`) are served, in one place: the Site stack
 * uploads them with this header (lib/stacks/site-stack.ts), and the local server of the production build sends
 * it too (local/stack/brotli-assets.ts). CDK-free, so the local stack loads no CDK.
 */

/** Immutable, cached a year by browsers and CloudFront: a new build has new file names. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
