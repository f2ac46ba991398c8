import Button from '@mui/material/Button';
import { formatDay } from '@/lib/format-date';
import { useMyList } from '../api/get-my-list';
import { useRemoveScrap } from '../api/remove-scrap';
import { MyListFrame } from './my-list-frame';
import { MyListRows } from './my-list-rows';
import { useCursorPages } from './use-cursor-pages';
import type { MyListPageProps } from './written-articles-page';

/** "Scraps": the posts the member bookmarked, newest first, each removable. */
export function ScrapsPage({ siteTitle }: MyListPageProps) {
  const pages = useCursorPages();
  const query = useMyList('scraps', pages.cursor);
  const remove = useRemoveScrap();
  const items = query.data?.items ?? [];
  return (
    <MyListFrame
      title="Scraps"
      siteTitle={siteTitle}
      query={query}
      itemCount={items.length}
      emptyMessage="You have no scraps yet. Use Scrap on a post to keep it here."
      signInMessage="Sign in to see your scraps."
      page={pages.page}
      hasNext={Boolean(query.data?.nextToken)}
      onNext={() => query.data?.nextToken && pages.next(query.data.nextToken)}
      onPrevious={pages.previous}
    >
      <MyListRows
        label="Your scraps"
        rows={items.map((scrap) => ({
          key: scrap.postId,
          title: scrap.title,
          href: `/board/${encodeURIComponent(scrap.boardId)}/${encodeURIComponent(scrap.postId)}`,
          meta: `${scrap.boardId} · scrapped ${formatDay(scrap.scrappedAt)}`,
          actions: (
            <Button
              size="small"
              variant="outlined"
              disabled={remove.isPending && remove.variables === scrap.postId}
              onClick={() => remove.mutate(scrap.postId)}
              aria-label={`Remove ${scrap.title} from scraps`}
            >
              Remove
            </Button>
          ),
        }))}
      />
    </MyListFrame>
  );
}
