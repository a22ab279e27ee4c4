import type { ValidationRules } from '@m/contracts';
import { query, useLoad } from '../api/query-cache';
import { getValidationRules } from './get-validation-rules';

const KEY = 'validation.rules';

/** Loads the rules table once per page (the shared query cache); a failed load is retried by the next caller. */
export const loadValidationRules = (): Promise<ValidationRules> => query(KEY, getValidationRules);

/** The rules table (null until loaded). Login, registration and password forms share the one load. */
export const useValidationRules = (): ValidationRules | null => useLoad(KEY, getValidationRules, { keep: true }).data;
