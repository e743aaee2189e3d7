// The account feature's face for ending a session from another feature's page (the company
// invitation link, opened while signed in as someone else, offers to sign out). Its own entry, so
// such a page does not load the account pages' code with it.
export { logout } from './lib/session';
