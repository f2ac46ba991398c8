import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PostBody } from '@/components/content/post-body';
import { PageLoading } from '@/components/page-loading';
import { useDocumentTitle } from '@/components/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useArticle } from '../api/get-article';

/**
 * The `article` module: one page of content that admins manage (title and body). The browser tab shows the
 * page's title, or what went wrong ("Page not found"), then the site's.
 */
export function ArticlePage({ articleId, siteTitle }: { articleId: string; siteTitle?: string | null }) {
  const article = useArticle(articleId);
  const missing = article.error instanceof HttpError && article.error.status === 404;
  useDocumentTitle(
    article.data?.title ??
      (article.isError ? (missing ? 'Page not found' : 'This page could not be loaded') : null),
    siteTitle,
  );
  if (article.isPending) return <PageLoading label="Loading the page" />;
  if (article.isError) {
    return (
      <Paper component="section" sx={{ p: 3, my: 2 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {missing ? 'Page not found' : 'This page could not be loaded'}
        </Typography>
        <Typography>
          {missing
            ? 'There is no page at this address. It may have been moved or removed.'
            : 'Please check your connection and try again.'}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper component="article" aria-labelledby="article-title" sx={{ p: 3, my: 2 }}>
      <Typography id="article-title" variant="h1" sx={{ mb: 2 }}>
        {article.data.title}
      </Typography>
      <PostBody body={article.data.body} format={article.data.format} />
    </Paper>
  );
}
