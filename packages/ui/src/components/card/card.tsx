import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `section` for a part of a page, `article` for a self-contained item (a lottery, a promotion). */
  as?: 'section' | 'article' | 'div';
  /** The card's heading; it also names the card for screen readers. */
  title?: ReactNode;
  /** The heading's level in the page's outline (2 on a page whose title is the h1). */
  headingLevel?: 2 | 3;
  /** The heading's id, when something else points at it; made up otherwise. */
  titleId?: string;
  /** A picture before the heading, e.g. a lottery's logo (decorative or with its own alt). */
  media?: ReactNode;
  /** A short note under the heading (a date, a count). */
  subtitle?: ReactNode;
  /** An action at the heading's end: a "See all" link, a small button. */
  action?: ReactNode;
  /** Content that runs to the card's edges (a List); the header keeps its padding. */
  flush?: boolean;
  children?: ReactNode;
}

/**
 * The site's one card: surface, radius, shadow and padding from the `--ui-card-*`
 * tokens, with an optional header (media, heading, subtitle, action). Every area (member, agent,
 * support, promotions, lottery) uses it, so a card looks the same wherever it is. An element that
 * must stay what it is (a form, a fieldset, a dl) takes the `ui-card` class itself.
 */
export function Card({
  as: Tag = 'section',
  title,
  headingLevel = 2,
  titleId,
  media,
  subtitle,
  action,
  flush = false,
  className,
  children,
  ...rest
}: CardProps) {
  const made = useId();
  const headingId = titleId ?? `${made}-title`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasHeader = title !== undefined || action !== undefined || media !== undefined;
  return (
    <Tag
      className={cx('ui-card', flush && 'ui-card--flush', className)}
      aria-labelledby={title !== undefined ? headingId : undefined}
      {...rest}
    >
      {hasHeader ? (
        <div className="ui-card__header">
          {media ? <span className="ui-card__media">{media}</span> : null}
          {title !== undefined ? (
            <div className="ui-card__titles">
              <Heading id={headingId} className="ui-card__title">
                {title}
              </Heading>
              {subtitle !== undefined ? <p className="ui-card__subtitle">{subtitle}</p> : null}
            </div>
          ) : null}
          {action !== undefined ? <span className="ui-card__action">{action}</span> : null}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
