import { useId, type ReactNode } from 'react';
import './status-mark.css';

/**
 * What a mark says about the element that carries it (docs/decisions/front-end.md "A-117, A-140, G-067"):
 * `unread` (support menu dots A-117, the notice bar's inbox dot A-140, unread counts G-017) and
 * `highlight` (a lottery tile that draws within 24 h, G-067).
 */
export type StatusMarkKind = 'unread' | 'highlight';

/** The attributes the carrying element takes: its accessible description and the documented data hook. */
export interface StatusMarkHostProps {
  'aria-describedby'?: string;
  'data-unread'?: 'true';
  'data-highlight'?: 'true';
}

export interface StatusMark {
  /** Spread on the element that carries the mark (the button or link a screen reader lands on). */
  hostProps: StatusMarkHostProps;
  /** Render inside (or next to) that element: the dot, if any, and the description's text. */
  mark: ReactNode;
}

export interface StatusMarkOptions {
  /** The description a screen reader reads after the element's name, e.g. 'Unread'; null = no mark. */
  description: string | null;
  /** A red dot (default for `unread`), or nothing visible because the element styles itself (`highlight`). */
  dot?: boolean;
}

const DATA_ATTR = { unread: 'data-unread', highlight: 'data-highlight' } as const;

/**
 * The one accessible status hook of the site: the carrying element gets `aria-describedby` pointing
 * at the mark's text (so screen readers read "Announcements, Unread" and tests assert
 * `toHaveAccessibleDescription('Unread')`) and a `data-unread="true"` / `data-highlight="true"`
 * attribute (a stable hook for styling and scripts). The text is `hidden`: it is read through the
 * reference only, never twice, and never becomes part of the element's name. No description, no
 * mark: the element carries nothing.
 */
export function useStatusMark(kind: StatusMarkKind, { description, dot = kind === 'unread' }: StatusMarkOptions): StatusMark {
  const id = `ui-mark-${useId()}`;
  if (description === null || description === '') return { hostProps: {}, mark: null };
  return {
    hostProps: { 'aria-describedby': id, [DATA_ATTR[kind]]: 'true' } as StatusMarkHostProps,
    mark: (
      <>
        {dot ? <span className="ui-status-mark__dot" aria-hidden="true" /> : null}
        <span id={id} hidden>
          {description}
        </span>
      </>
    ),
  };
}
