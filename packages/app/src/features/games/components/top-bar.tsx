import type { Banner } from '@m/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getBanners } from '../api';
import { activeCategory, categoryTabs } from '../game-rules';
import { useVendors } from '../use-games';
import { BannerCarousel } from './banner-carousel';
import { CategoryTabBar } from './category-tab-bar';

/** Banners of one group (G-011, G-027), reloaded when the language changes. */
export function useBanners(group: string): Banner[] {
  const language = useUiStore((s) => s.language);
  const [banners, setBanners] = useState<Banner[]>([]);
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
  const tabs = categoryTabs(vendors?.sorting ?? []);
  return (
    <>
      <BannerCarousel banners={banners} onOpen={open} />
      <CategoryTabBar tabs={tabs} active={activeCategory(tabs, pathname)} />
    </>
  );
}
