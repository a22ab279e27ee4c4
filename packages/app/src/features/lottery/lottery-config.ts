import { VENDOR_CODE } from '@m/contracts';

/** The menu group whose content is a vendor game list (G-058). */
export const VENDOR_GROUP_TAG = VENDOR_CODE.gpi;
/** The group without a History Result button (G-057). */
export const NO_HISTORY_TAG = 'vietnam_rb_stock';
/** Draws per page in the history modal; 'more history' loads the next page. */
export const HISTORY_PAGE_SIZE = 10;
