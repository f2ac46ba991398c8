/** The site search's view as its address carries it (`/search?q=…&target=…`, docs/url-scheme.md). */
export interface SiteSearchState {
  /** The words; none: the page shows its search box and the popular words only. */
  readonly q?: string;
  /** Titles and bodies (the default), or titles only: the two the site's search takes (contracts/search.ts). */
  readonly target: SiteSearchTarget;
}

export type SiteSearchTarget = 'titleBody' | 'title';

export function readSiteSearchState(params: URLSearchParams): SiteSearchState {
  return {
    q: params.get('q')?.trim() || undefined,
    target: params.get('target') === 'title' ? 'title' : 'titleBody',
  };
}
