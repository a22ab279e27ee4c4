import { api } from '@m/contracts';
import { defineHandler } from '../handler';

/** The field rules table (contracts api/validation.ts; ), kept in the world's state. */
export const validationHandlers = {
  ...defineHandler(api.validation.rules, ({ state }) => state.auth.validationRules),
};
