import { type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './skeleton.css';

/*
 * Skeletons (docs/conventions.md "Skeletons keep the layout still"): each one has the size of what it stands for, so nothing moves
 * when the data arrives. The sizes come from the layout tokens in tokens.css (--ui-banner-ratio,
 * --ui-tabbar-height, --ui-noticebar-height, --ui-tile-*, --ui-jackpot-height) that the real
 * sections use too: change a token and both move together.
 */

export type SkeletonRadius = 'sm' | 'md' | 'lg' | 'pill';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** CSS aspect-ratio, e.g. '1' or '5 / 2' (the height follows the width). */
  ratio?: string;
  radius?: SkeletonRadius;
}

/** One grey block with a soft shimmer (no shimmer under prefers-reduced-motion). Decorative. */
export function Skeleton({ width, height, ratio, radius = 'md', className, style, ...rest }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('ui-skeleton', `ui-skeleton--${radius}`, className)}
      style={{ width, height, aspectRatio: ratio, ...style }}
      {...rest}
    />
  );
}

interface FrameProps extends HTMLAttributes<HTMLDivElement> {
  /** Read by screen readers (e.g. 'Loading'); without it the skeleton is hidden from them. */
  label?: string;
}

function Frame({ label, className, children, ...rest }: FrameProps & { children: ReactNode }) {
  return (
    <div className={cx('ui-skeleton-frame', className)} {...(label ? { role: 'status' } : { 'aria-hidden': true })} {...rest}>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
      {children}
    </div>
  );
}

export interface BannerSkeletonProps extends FrameProps {
  /**
   * The first banner's image when it is already known (the page's HTML drew it before the banners'
   * answer reached the carousel): drawn in the art's box, so the banner does not blink back to grey.
   */
  imageSrc?: string;
}

/** The class of the banner image a BannerSkeleton draws (also drawn by the page's HTML before the JavaScript). */
export const BANNER_SKELETON_IMAGE_CLASS = 'ui-skeleton-banner__image';

/** The home and category banner (--ui-banner-ratio of the full width). */
export function BannerSkeleton({ imageSrc, className, ...rest }: BannerSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-banner', className)} {...rest}>
      {imageSrc ? (
        <img className={BANNER_SKELETON_IMAGE_CLASS} src={imageSrc} alt="" width={750} height={300} fetchPriority="high" />
      ) : (
        <Skeleton radius="sm" className="ui-skeleton-banner__art" />
      )}
    </Frame>
  );
}

export interface TabBarSkeletonProps extends FrameProps {
  /** How many pills to draw (4 fill a 375 px row). */
  count?: number;
}

/** A row of pill tabs, --ui-tabbar-height tall (the games category bar, the lottery menu). */
export function TabBarSkeleton({ count = 4, className, ...rest }: TabBarSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-tabbar', className)} {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} radius="pill" className="ui-skeleton-tabbar__tab" />
      ))}
    </Frame>
  );
}

export type NoticeBarSkeletonProps = FrameProps;

/** The notice marquee: icon, one line of text, the inbox icon; --ui-noticebar-height tall. */
export function NoticeBarSkeleton({ className, ...rest }: NoticeBarSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-notice', className)} {...rest}>
      <Skeleton radius="pill" width={18} height={18} />
      <Skeleton radius="sm" height={14} className="ui-skeleton-notice__line" />
      <Skeleton radius="sm" width={22} height={18} />
    </Frame>
  );
}

export interface TileGridSkeletonProps extends FrameProps {
  /** Tiles to draw (a multiple of the three columns reads best). */
  count?: number;
}

/** A grid of game tiles: square art, the vendor line and the name line (--ui-tile-*). */
export function TileGridSkeleton({ count = 6, className, ...rest }: TileGridSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-tiles', className)} {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="ui-skeleton-tiles__tile">
          <Skeleton ratio="1" radius="lg" className="ui-skeleton-tiles__art" />
          <Skeleton radius="sm" className="ui-skeleton-tiles__vendor" />
          <Skeleton radius="sm" className="ui-skeleton-tiles__name" />
        </span>
      ))}
    </Frame>
  );
}

export interface CardSkeletonProps extends FrameProps {
  /** Text lines under the title line. */
  lines?: number;
  /** Height of the card's art/body block, if it has one (px or any CSS length). */
  blockHeight?: CSSProperties['height'];
}

/** A card (the site's one card style): a title line, text lines, an optional block. */
export function CardSkeleton({ lines = 2, blockHeight, className, ...rest }: CardSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-card', className)} {...rest}>
      <Skeleton radius="sm" height={20} width="55%" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} radius="sm" height={14} width={i === lines - 1 ? '70%' : '100%'} />
      ))}
      {blockHeight !== undefined ? <Skeleton radius="md" height={blockHeight} /> : null}
    </Frame>
  );
}

export interface ListSkeletonProps extends FrameProps {
  rows?: number;
}

/** A list of rows (--ui-list-row-height each), e.g. records, messages, members. */
export function ListSkeleton({ rows = 5, className, ...rest }: ListSkeletonProps) {
  return (
    <Frame className={cx('ui-skeleton-list', className)} {...rest}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ui-skeleton-list__row">
          <Skeleton radius="pill" width={36} height={36} />
          <span className="ui-skeleton-list__text">
            <Skeleton radius="sm" height={14} width="60%" />
            <Skeleton radius="sm" height={12} width="40%" />
          </span>
        </span>
      ))}
    </Frame>
  );
}
