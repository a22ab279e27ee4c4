/** G-081: the promotion id of a deep link (/m/activityDetail?id=), or null when it names none. */
export function promotionIdOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
