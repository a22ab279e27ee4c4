/** the application form's limits, shared by the site and the simulator. */
export const PROMO_APPLY_LIMITS = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg'],
} as const;
/** Base64 length of the largest image (4 characters per 3 bytes, padded). */
export const PROMO_IMAGE_BASE64_MAX = 4 * Math.ceil(PROMO_APPLY_LIMITS.maxImageBytes / 3);
/** G-084: the application is ONE JSON body with base64 images; its route raises the body limit to this. */
export const PROMO_APPLY_BODY_LIMIT = PROMO_APPLY_LIMITS.maxImages * PROMO_IMAGE_BASE64_MAX + 64 * 1024;
