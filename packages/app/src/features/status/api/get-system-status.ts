import { routes } from '@m/contracts/routes';
import { call } from '../../../shared/api/client';

/** GET system.status: 0 normal, 1 maintenance, 2 region restriction. Quiet. */
export const getSystemStatus = () => call(routes.system.status);
