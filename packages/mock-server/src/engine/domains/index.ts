import type { HandlerRegistry } from '../handler';
import { systemHandlers } from './system';
import { announcementsHandlers } from './announcements';
import { passwordHandlers } from './password';
import { registerHandlers } from './register';
import { lotteryHandlers } from './lottery';

/**
 * Every endpoint id of the contracts table -> its handler. A new contracts area gets a domain
 * module of the same name here; a test fails while an endpoint has no handler.
 */
export const handlers: HandlerRegistry = {
  ...systemHandlers,
  ...registerHandlers,
  ...passwordHandlers,
  ...announcementsHandlers,
  ...lotteryHandlers,
};
