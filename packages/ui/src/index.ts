// Public API of @m/ui: all that the app may import (packages/ui/README.md "Rules"). One line per component module.
export { TIMING, TOAST_DURATION, LOADING_TOAST_MS, prefersReducedMotion } from './timing';
export { BackHeader, type BackHeaderProps } from './components/back-header/back-header';
export { Badge, BADGE_MAX, type BadgeProps } from './components/badge/badge';
export { Card, type CardProps } from './components/card/card';
export { List, ListRow, type ListProps, type ListRowProps } from './components/list/list';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button/button';
export { ErrorPage, type ErrorPageProps } from './components/error-page/error-page';
export { Footer, type FooterProps } from './components/footer/footer';
export { FooterMenu, type FooterMenuCount, type FooterMenuItem, type FooterMenuProps } from './components/footer-menu/footer-menu';
export { HomeHeader, type HomeHeaderProps } from './components/home-header/home-header';
export { Icon, iconNames, type IconName, type IconProps } from './components/icon/icon';
export { IconButton, type IconButtonProps } from './components/icon-button/icon-button';
export { LanguageSwitch, type LanguageOption, type LanguageSwitchProps } from './components/language-switch/language-switch';
export { LazyImage, PLACEHOLDER_SRC, type ImageStatus, type LazyImageProps } from './components/lazy-image/lazy-image';
export { LoadError, type LoadErrorProps } from './components/load-error/load-error';
export { Modal, type ModalAnimation, type ModalProps } from './components/modal/modal';
export { NoData, type NoDataProps } from './components/no-data/no-data';
export { PullToRefresh, type PullToRefreshProps } from './components/pull-to-refresh/pull-to-refresh';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner/spinner';
export { Tabs, type TabItem, type TabsProps } from './components/tabs/tabs';
export { ThemeToggle, type Theme, type ThemeToggleProps } from './components/theme-toggle/theme-toggle';
export {
  ToastHost,
  defaultToastDuration,
  type ToastHostProps,
  type ToastItem,
  type ToastKind,
  type ToastPlacement,
} from './components/toast-host/toast-host';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden/visually-hidden';
export {
  useStatusMark,
  type StatusMark,
  type StatusMarkHostProps,
  type StatusMarkKind,
  type StatusMarkOptions,
} from './components/status-mark/status-mark';
export {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldLabelStyle,
  type TextFieldProps,
} from './components/text-field/text-field';
export {
  BANNER_SKELETON_IMAGE_CLASS,
  Skeleton,
  BannerSkeleton,
  TabBarSkeleton,
  NoticeBarSkeleton,
  TileGridSkeleton,
  CardSkeleton,
  ListSkeleton,
  type SkeletonProps,
  type SkeletonRadius,
  type BannerSkeletonProps,
  type TabBarSkeletonProps,
  type NoticeBarSkeletonProps,
  type TileGridSkeletonProps,
  type CardSkeletonProps,
  type ListSkeletonProps,
} from './components/skeleton/skeleton';
export { BrandMark, BrandWordmark, type BrandMarkProps, type BrandWordmarkProps } from './components/brand/brand';
