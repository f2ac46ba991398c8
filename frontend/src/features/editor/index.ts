/**
 * The post editor (write and edit a board's posts). Import it lazily: TipTap and ProseMirror belong in the
 * editor's own chunk, never in the entry or the board list.
 */
export { PostEditorPage, type PostEditorPageProps } from './components/post-editor-page';
