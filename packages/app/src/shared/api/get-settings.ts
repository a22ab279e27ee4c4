import { routes } from '@m/contracts/routes';
import { call } from './client';

/** GET system.settings; quiet: the frame shows its own load error. */
export const getSettings = () => call(routes.system.settings);
