import DOMPurify from 'dompurify';

/**
 * Server HTML (help, announcements, promotions) passes through here before render
 * (docs/conventions.md "Server HTML is sanitized"). Scripts, event handlers and javascript:
 * URLs are removed; links that open a new tab get rel=noopener.
 */
let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
