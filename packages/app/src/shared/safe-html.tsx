import { type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

/** Renders server HTML after sanitizing it; the only place the site sets innerHTML. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
