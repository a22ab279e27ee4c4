import type { Banner } from '@m/contracts';
import { prefetch, useLoad, type LoadKey } from '../../shared/api/query-cache';
import { useUiStore } from '../../shared/stores/ui-store';
import { getBanners } from './api';

/** Home's banner group (G-011). */
export const HOME_BANNER_GROUP = 'm_home';

const bannersKey = (group: string, language: string): LoadKey => ['games.banners', group, language];

/**
 * Banners of one group (G-011, G-027), reloaded when the language changes; null until the first
 * answer (the carousel keeps a skeleton of its size meanwhile); none after a failure.
 */
export function useBanners(group: string): Banner[] | null {
  const language = useUiStore((s) => s.language);
  const banners = useLoad(bannersKey(group, language), () => getBanners(group, language));
  return banners.status === 'error' ? [] : banners.data;
}

/**
 * Home's banners are asked for at app start, beside the settings, so the largest
 * image of the first screen does not wait for the home chunks; the carousel takes the answer.
 */
export const prefetchHomeBanners = (language: string): void => prefetch(bannersKey(HOME_BANNER_GROUP, language), () => getBanners(HOME_BANNER_GROUP, language));
