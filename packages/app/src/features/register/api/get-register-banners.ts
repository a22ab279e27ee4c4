import { DEFAULT_MERCHANT_CODE, CONTENT_TYPE } from '@m/contracts';
import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';
import { displayLanguage } from '../../../shared/stores/ui-store';

/** G-005: the registration banner is the type-B announcements of group m_reg, in the display language. */
export const getRegisterBanners = async () =>
  (
    await call(routes.announcements.list, {
      query: {
        types: CONTENT_TYPE.banner,
        groupName: 'm_reg',
        platform: 'M',
        merchantCode: DEFAULT_MERCHANT_CODE,
        language: displayLanguage(),
      },
    })
  ).banners;
