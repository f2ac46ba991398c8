import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '@/components/page-loading';
import { NotFoundPage } from '@/components/not-found-page';
import { useSiteTitle } from '@/features/navigation/api/get-menu-tree';
import type { ModuleProps } from '../../module-props';

type Page = ComponentType<{ siteTitle?: string | null; conversationId?: string }>;
const named = <K extends string>(load: () => Promise<Record<K, Page>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each account screen on its own: resetting a password does not download the sign-up form's code.
const signUp = () => import('@/features/auth/components/sign-up-page');
const resetPassword = () => import('@/features/auth/components/reset-password-page');
const member = () => import('@/features/member');
const messages = () => import('@/features/messages');
const myLists = () => import('@/features/my-lists') as unknown as Promise<Record<string, Page>>;

const SignUpPage = named(signUp, 'SignUpPage');
const ResetPasswordPage = named(resetPassword, 'ResetPasswordPage');
const MemberInfoPage = named(member, 'MemberInfoPage');
const FriendsPage = named(member, 'FriendsPage');
const MessageBoxPage = named(messages, 'MessageBoxPage');
const WrittenArticlesPage = named(myLists, 'WrittenArticlesPage');
const ScrapsPage = named(myLists, 'ScrapsPage');
const SavedArticlesPage = named(myLists, 'SavedArticlesPage');

/** Screens of the public 'member' module, by the path's first segment after /member (case-insensitive). */
const PAGES: Record<string, Page> = {
  signup: SignUpPage,
  resetpassword: ResetPasswordPage,
  info: MemberInfoPage,
  friends: FriendsPage,
  messages: MessageBoxPage,
  written: WrittenArticlesPage,
  scraps: ScrapsPage,
  drafts: SavedArticlesPage,
};

/**
 * Public 'member' module. `/member/signUp` arrives as { id: 'signUp' }; `/member/messages/{conversationId}`
 * and `/member/written/comments` as { action, id }.
 */
export default function MemberModule({ params }: ModuleProps) {
  const siteTitle = useSiteTitle();
  const screen = (params.action ?? params.id ?? '').toLowerCase();
  const Screen = PAGES[screen];
  const nested = params.action !== undefined ? params.id : undefined;
  // Only the Message Box and Written Articles have pages below them.
  if (!Screen || (nested !== undefined && screen !== 'messages' && screen !== 'written') || params.tabPage) {
    return <NotFoundPage siteTitle={siteTitle} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen siteTitle={siteTitle} conversationId={screen === 'messages' ? nested : undefined} />
    </Suspense>
  );
}
