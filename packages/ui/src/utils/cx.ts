/** Joins class names, skipping empty ones, so `className` always passes through. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
