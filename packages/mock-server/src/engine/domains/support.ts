import {
  api,
  FEEDBACK_CONTENT,
  FEEDBACK_TYPES,
  isTrialType,
  RESOURCE_TYPES,
  type DisplayLanguage,
  type Mail,
  type ResourceType,
} from '@m/contracts';
import { contentLanguage, localise } from '../content-i18n';
import { badRequest, SimError } from '../errors';
import { defineHandler } from '../handler';
import type { WorldState } from '../state';
import { mailOf } from '../support-state';
import { refuseTrial } from './common';

/**
 * Support areas (contracts api/support.ts): feedback (A-107..A-113), help (A-118..A-120), the
 * inbox and the support channels. Every lookup by a client key goes
 * through a Map, an array search or Object.hasOwn.
 */

/** 1-16 letters or digits, or an equation result (digits with an optional minus sign). */
const CAPTCHA_PATTERN = /^-?[A-Za-z0-9]{1,16}$/;

function checkFeedbackCaptcha(state: WorldState, captcha: string): void {
  const value = captcha.trim();
  if (!CAPTCHA_PATTERN.test(value)) throw badRequest('captcha', 'the captcha is 1-16 letters or digits');
  const expected = state.captcha?.text;
  // A captcha is good for one try, right or wrong (the site loads a new one).
  state.captcha = null;
  if (!expected || value.toUpperCase() !== expected.toUpperCase()) {
    throw new SimError('verify.code.error', 'wrong captcha', { field: 'captcha', captcha: true });
  }
}

const unreadCounter = (state: WorldState, username: string) => (Object.hasOwn(state.unread, username) ? state.unread[username] : undefined);

export const feedbackHandlers = {
  ...defineHandler(api.feedback.submit, ({ state, session, body, now }) => {
    const user = session!.user;
    refuseTrial(user);
    if (!(FEEDBACK_TYPES as readonly number[]).includes(body.type)) throw badRequest('type', 'choose a question type');
    const content = body.content.trim();
    if (content.length < FEEDBACK_CONTENT.min || content.length > FEEDBACK_CONTENT.max) {
      throw new SimError('bad.request', `the remark is ${FEEDBACK_CONTENT.min} to ${FEEDBACK_CONTENT.max} characters`, {
        field: 'content',
        min: FEEDBACK_CONTENT.min,
        max: FEEDBACK_CONTENT.max,
      });
    }
    // The captcha image is served only while the CAPTCHA switch is on (auth.captcha's module); so is the check.
    if (state.settings.info.whitelabel.CAPTCHA) checkFeedbackCaptcha(state, body.captcha);
    const id = state.support.feedback.length + 1;
    state.support.feedback.push({ id, username: user.username, type: body.type, content, sentAt: now });
    return { id };
  }),
};

export const helpHandlers = {
  // Titles and contents in the asked language (the state keeps the English, content-i18n.ts).
  ...defineHandler(api.help.list, ({ state, query }) => {
    const language = contentLanguage(query.language);
    return state.support.help.map((h) => ({ ...h, title: localise(h.title, language), content: localise(h.content, language) }));
  }),
};

function findMail(state: WorldState, username: string, id: number): Mail {
  const mail = mailOf(state.support, username).find((m) => m.id === id);
  if (!mail) throw badRequest('id', 'no such mail');
  return mail;
}

/** A mail as the member reads it: title and content in `language`. */
const shownMail = (m: Mail, language: DisplayLanguage): Mail => ({
  ...m,
  title: localise(m.title, language),
  content: localise(m.content, language),
});

export const inboxHandlers = {
  ...defineHandler(api.inbox.list, ({ state, session, query }) => {
    const user = session!.user;
    refuseTrial(user);
    const all = [...mailOf(state.support, user.username)].sort((a, b) =>
      a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : b.id - a.id,
    );
    const start = (query.pageNo - 1) * query.pageSize;
    const language = contentLanguage(query.language);
    return {
      list: all.slice(start, start + query.pageSize).map((m) => shownMail(m, language)),
      total: all.length,
      unread: unreadCounter(state, user.username)?.inbox ?? 0,
    };
  }),
  ...defineHandler(api.inbox.detail, ({ state, session, query }) => {
    refuseTrial(session!.user);
    return shownMail(findMail(state, session!.user.username, query.id), contentLanguage(query.language));
  }),
  ...defineHandler(api.inbox.markRead, ({ state, session, body }) => {
    const user = session!.user;
    refuseTrial(user);
    const mail = findMail(state, user.username, body.id);
    const counter = unreadCounter(state, user.username);
    // The member.inboxUnread counter stays the one number: reading an unread mail lowers it.
    if (!mail.read) {
      mail.read = true;
      if (counter && counter.inbox > 0) counter.inbox -= 1;
    }
    return { id: mail.id, unread: counter?.inbox ?? 0 };
  }),
};

/** The channel's title in English; answered in the asked language through content-i18n.ts. */
export const CUSTOMER_SERVICE_TITLE = 'Customer service';

/** The "encrypted" customer-service path: opaque to the site (Base64 of the channel descriptor). */
const encryptPath = (value: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(value)));

export const supportHandlers = {
  ...defineHandler(api.support.customerService, ({ state, query }) => {
    const chatUrl = state.settings.info.customerService.chatUrl;
    const title = localise(CUSTOMER_SERVICE_TITLE, contentLanguage(query.language));
    return { path: encryptPath(`cs:${state.merchantCode}:${chatUrl}`), title, csType: 'LIVECHAT', chatUrl };
  }),
  // CBS3 off is refused by dispatch (module header) before this runs.
  ...defineHandler(api.support.chatLaunch, ({ state, session }) => {
    const user = session!.user;
    if (isTrialType(user.type)) throw new SimError('trial.forbidden', 'live chat is for real accounts');
    if (user.memberLabels.includes('nochat')) throw new SimError('no.permission', 'this account has the nochat label');
    const url = new URL(state.settings.info.customerService.chatUrl);
    url.searchParams.set('channel', 'livechat');
    url.searchParams.set('user', user.username);
    return { chatUrl: url.toString() };
  }),
  ...defineHandler(api.support.downloads, ({ state, query }) => {
    const asked = query.resourceType
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (asked) {
      const unknown = asked.find((t) => !(RESOURCE_TYPES as readonly string[]).includes(t));
      if (unknown !== undefined) throw badRequest('resourceType', 'unknown resource type');
    }
    const wanted = asked ? new Set<ResourceType>(asked as ResourceType[]) : null;
    return state.settings.info.resources.filter((r) => (wanted ? wanted.has(r.resourceType as ResourceType) : true)) as {
      resourceType: ResourceType;
      url: string;
    }[];
  }),
};
