/** The member's own pages; the public member and setting modules route to them. */
export { MemberInfoPage } from './components/member-info-page';
export { FriendsPage } from './components/friends-page';
