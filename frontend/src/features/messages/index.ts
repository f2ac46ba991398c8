/** The Message Box; the member module routes to it, the user menu shows its unread count. */
export { MessageBoxPage } from './components/message-box-page';
