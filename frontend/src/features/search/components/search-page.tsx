import { useSearchParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { useSession } from '@/lib/session-context';
import { useSiteSearch } from '../api/search-site';
import { readSiteSearchState } from '../search-state';
import { PopularWords } from './popular-words';
import { SiteSearchForm } from './site-search-form';
import { SiteSearchResults } from './site-search-results';

/**
 * `/search` (docs/url-scheme.md): a search of every board the visitor may list, its results grouped by board,
 * and the week's popular words, which the page shows with or without a search.
 */
export function SearchPage({ siteTitle }: { siteTitle?: string | null }) {
  const [params] = useSearchParams();
  const state = readSiteSearchState(params);
  const session = useSession();
  const search = state.q ? { q: state.q, target: state.target } : null;
  // A member's search waits for their session: boards only members list are searched with their token.
  const found = useSiteSearch(search, session.user?.userId ?? 'guest', !(session.loading && !session.user));
  useDocumentTitle(search ? `Search: ${search.q}` : 'Search', siteTitle);

  return (
    <Paper component="section" aria-labelledby="search-title" sx={{ p: { xs: 2, sm: 3 }, my: 2 }}>
      <PageHeading id="search-title" focusKey={params.toString()}>
        Search
      </PageHeading>
      <SiteSearchForm state={state} />
      <PopularWords />
      {search ? (
        <>
          <Typography role="status" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {search.target === 'title' ? 'Posts whose title matches' : 'Posts matching'} “{search.q}”, newest
            first in each board.
          </Typography>
          <SiteSearchResults search={search} found={found} />
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Search the titles and text of the posts on every board you can read. Put a phrase in double quotes (
          <code>&quot;first snow&quot;</code>) and a minus before a word to leave it out (<code>-ads</code>).
        </Typography>
      )}
    </Paper>
  );
}
