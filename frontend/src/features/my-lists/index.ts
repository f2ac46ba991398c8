/** The user menu's own lists; the member module routes to them (`/member/written`, `/member/scraps`, `/member/drafts`). */
export { WrittenArticlesPage } from './components/written-articles-page';
export type { MyListPageProps } from './components/my-list-frame';
export { ScrapsPage } from './components/scraps-page';
export { SavedArticlesPage } from './components/saved-articles-page';
