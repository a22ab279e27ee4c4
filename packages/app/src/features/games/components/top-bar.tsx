import { useLocation, useNavigate } from 'react-router-dom';
import { useBanners } from '../banners';
import { activeCategory, categoryTabs } from '../game-rules';
import { useVendors } from '../use-games';
import { BannerCarousel } from './banner-carousel';
import { CategoryTabBar } from './category-tab-bar';

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
      <BannerCarousel banners={banners} group={group} onOpen={open} />
      <CategoryTabBar tabs={tabs} active={tabs ? activeCategory(tabs, pathname) : null} />
    </>
  );
}
