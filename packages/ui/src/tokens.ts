/**
 * The names of the design tokens in styles/tokens.css, listed once: the tokens story shows them and
 * tokens.test.ts checks that the stylesheet defines each (both themes for the colour scales).
 */
export const COLOR_SCALES = ['neutral', 'brand', 'accent'] as const;
export type ColorScale = (typeof COLOR_SCALES)[number];
export const SCALE_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** What each step of a colour scale is for (Radix Colors' convention). */
export const STEP_USE: Record<(typeof SCALE_STEPS)[number], string> = {
  1: 'card surface',
  2: 'page',
  3: 'element',
  4: 'element hover',
  5: 'element pressed',
  6: 'subtle border',
  7: 'border',
  8: 'strong border',
  9: 'solid',
  10: 'solid hover',
  11: 'low-contrast text',
  12: 'high-contrast text',
};

export const scaleToken = (scale: ColorScale, step: number) => `--ui-${scale}-${step}`;

/**
 * Semantic colours that are the same in both themes (styles/tokens.css declares them once): art,
 * and what is drawn over pictures, is not themed; paper is the white a QR code or a game page needs.
 */
export const FIXED_COLORS = [
  'on-media',
  'on-media-muted',
  'media-scrim',
  'media-shadow',
  'scene-start',
  'scene-middle',
  'scene-end',
  'scene-ray',
  'jackpot-start',
  'jackpot-end',
  'paper',
] as const;

/** Semantic colours the components use, each pointing at a scale step or a status colour. */
export const SEMANTIC_COLORS = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'text-muted',
  'primary',
  'primary-hover',
  'on-primary',
  'primary-soft',
  'accent',
  'on-accent',
  'danger',
  'on-danger',
  'success',
  'on-success',
  'info',
  'on-info',
  'toast',
  'on-toast',
  'focus',
  'skeleton',
  'scroll-shade',
  ...FIXED_COLORS,
] as const;

export const SPACE_STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const RADII = ['sm', 'md', 'lg', 'xl', 'pill'] as const;
export const FONT_SIZES = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const FONT_WEIGHTS = ['regular', 'semibold', 'bold'] as const;
export const SHADOWS = ['sm', 'md', 'lg'] as const;
