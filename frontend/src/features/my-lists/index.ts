/** The user menu's own lists; the member module routes to them (`/member/written`, `/member/scraps`, `/member/drafts`). */
export {
  WrittenArticlesPage,
  WRITTEN_PATH,
  WRITTEN_COMMENTS_PATH,
  type MyListPageProps,
} from './components/written-articles-page';
export { ScrapsPage } from './components/scraps-page';
export { SavedArticlesPage } from './components/saved-articles-page';
