export { InviteFriendsPage } from './pages/invite-friends.tsx';
