/** What a search looks in when its address names nothing (the contract's default, contracts/search.ts). */
export const DEFAULT_SEARCH_TARGET = 'titleBody';

/**
 * The site's search, `/search` (the boards the visitor may list, grouped by board); the default target, titles
 * and bodies, is left out. Re-exported by lib/urls.ts with every other address.
 */
export const searchUrl = ({ q, target }: { readonly q?: string; readonly target?: string } = {}) => {
  const query = new URLSearchParams();
  if (q && target && target !== DEFAULT_SEARCH_TARGET) query.set('target', target);
  if (q) query.set('q', q);
  const search = query.toString();
  return search ? `/search?${search}` : '/search';
};
