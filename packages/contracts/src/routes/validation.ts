import type { ValidationRules } from '../api/validation';
import { defineRoute } from '../endpoint';

/** The server-supplied field rules. */
export const validationRoutes = {
  rules: defineRoute<{ value: ValidationRules }>({
    id: 'validation.rules',
    method: 'GET',
    path: '/api/validation/rules',
    auth: false,
    quiet: true,
    encrypted: false,
  }),
};
