import type { Banner } from '@m/contracts';
import { useLoad, type LoadKey } from '../../shared/api/query-cache';
import { useUiStore } from '../../shared/stores/ui-store';
import { getBanners } from './api';
import { HOME_BANNER_GROUP } from './banner-group';

export { HOME_BANNER_GROUP };

export const bannersKey = (group: string, language: string): LoadKey => ['games.banners', group, language];

/**
 * Banners of one group (G-011, G-027), reloaded when the language changes; null until the first
 * answer (the carousel keeps a skeleton of its size meanwhile); none after a failure.
 */
export function useBanners(group: string): Banner[] | null {
  const language = useUiStore((s) => s.language);
  const banners = useLoad(bannersKey(group, language), () => getBanners(group, language));
  return banners.status === 'error' ? [] : banners.data;
}
