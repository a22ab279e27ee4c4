// The door of a piece that stays out of the entry chunk: app/'s side menu, itself a lazy chunk, imports it.
export { MemberMenu } from './member-menu';
