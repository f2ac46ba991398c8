import Button from '@mui/material/Button';
import { formatDay } from '@/lib/format-date';
import { useRemoveScrap } from '../api/remove-scrap';
import { MyListFrame, type MyListPageProps } from './my-list-frame';
import { postUrl } from '@/lib/urls';

/** "Scraps": the posts the member bookmarked, newest first, each removable. */
export function ScrapsPage({ siteTitle }: MyListPageProps) {
  const remove = useRemoveScrap();
  return (
    <MyListFrame
      kind="scraps"
      siteTitle={siteTitle}
      toRow={(scrap, boardName) => ({
        key: scrap.postId,
        title: scrap.title,
        href: postUrl(scrap.boardId, scrap.postId),
        meta: `${boardName(scrap.boardId)} · scrapped ${formatDay(scrap.scrappedAt)}`,
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
      })}
    />
  );
}
