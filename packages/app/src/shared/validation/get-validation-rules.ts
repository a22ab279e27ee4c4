import { routes } from '@m/contracts/routes';
import { call } from '../api/client';

/** GET validation.rules: the server's field rules table. Quiet. */
export const getValidationRules = () => call(routes.validation.rules);
