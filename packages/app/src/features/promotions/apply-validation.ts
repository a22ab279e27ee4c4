import { PROMO_APPLY_LIMITS } from '@m/contracts/routes';

/** the application form's rules, checked before anything is sent. */
export type ApplyError = 'commentTooLong' | 'tooManyImages' | 'wrongType' | 'tooLarge';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const MIME: readonly string[] = PROMO_APPLY_LIMITS.mimeTypes;
const EXT = /\.(png|jpe?g)$/i;

export const commentError = (comment: string): ApplyError | null =>
  comment.length > PROMO_APPLY_LIMITS.commentMaxLength ? 'commentTooLong' : null;

/** png or jpg by type AND name, at most 5 MB. */
export function fileError(file: FileLike): ApplyError | null {
  if (!MIME.includes(file.type) || !EXT.test(file.name)) return 'wrongType';
  if (file.size > PROMO_APPLY_LIMITS.maxImageBytes) return 'tooLarge';
  return null;
}

/**
 * Adds picked files to the ones already chosen: valid files are kept up to three; the first
 * problem met is reported (a wrong or too-large file is left out, a fourth file is refused).
 */
export function addFiles<F extends FileLike>(current: readonly F[], picked: readonly F[]): { files: F[]; error: ApplyError | null } {
  const files = [...current];
  let error: ApplyError | null = null;
  for (const f of picked) {
    const e = fileError(f);
    if (e) {
      error ??= e;
      continue;
    }
    if (files.length >= PROMO_APPLY_LIMITS.maxImages) {
      error ??= 'tooManyImages';
      continue;
    }
    files.push(f);
  }
  return { files, error };
}

/** The file's bytes as base64 (no data: prefix). */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) bin += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(bin);
}
