import { api } from '@m/contracts';
import { call } from './client';

/** GET system.settings; quiet: the frame shows its own load error. */
export const getSettings = () => call(api.system.settings);
