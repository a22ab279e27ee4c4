import type { Banner } from '@m/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getBanners } from '../api';
import { activeCategory, categoryTabs } from '../game-rules';
import { useVendors } from '../use-games';
import { BannerCarousel } from './banner-carousel';
import { CategoryTabBar } from './category-tab-bar';

/**
 * Banners of one group (G-011, G-027), reloaded when the language changes; null until the first
 * answer (the carousel keeps a skeleton of its size meanwhile, issue 20).
 */
export function useBanners(group: string): Banner[] | null {
  const language = useUiStore((s) => s.language);
  const [banners, setBanners] = useState<Banner[] | null>(null);
  useEffect(() => {
    let live = true;
    getBanners(group, language)
      .then((b) => live && setBanners(b))
      .catch(() => live && setBanners([]));
    return () => {
      live = false;
    };
  }, [group, language]);
  return banners;
}

/** A banner link: site paths navigate in the app; other (already safeUrl-checked) URLs open in place. */
export function useOpenBanner(): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    if (url.startsWith('/m/')) void navigate(url);
    else window.location.assign(url);
  };
}

/** G-002, G-011, G-028: the top banner and the category tab bar of home and the category pages. */
export function TopBar({ group }: { group: string }) {
  const { pathname } = useLocation();
  const vendors = useVendors();
  const banners = useBanners(group);
  const open = useOpenBanner();
  const tabs = vendors ? categoryTabs(vendors.sorting) : null;
  return (
    <>
      <BannerCarousel banners={banners} onOpen={open} />
      <CategoryTabBar tabs={tabs} active={tabs ? activeCategory(tabs, pathname) : null} />
    </>
  );
}
