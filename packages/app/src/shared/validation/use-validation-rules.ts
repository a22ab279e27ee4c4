import type { ValidationRules } from '@m/contracts';
import { query, useLoad } from '../api/query-cache';
import { getValidationRules } from './get-validation-rules';
import { validateField } from './validate-field';

const KEY = 'validation.rules';

/** Loads the rules table once per page (the shared query cache); a failed load is retried by the next caller. */
export const loadValidationRules = (): Promise<ValidationRules> => query(KEY, getValidationRules);

/** The rules table (null until loaded). Login, registration and password forms share the one load. */
export const useValidationRules = (): ValidationRules | null => useLoad(KEY, getValidationRules, { keep: true }).data;

/**
 * A form's check of a value against a rule of the table: the rule's message keys, none when it
 * passes. A check made before the table arrived (a tap in a popup's first second) waits for its
 * load, so an invalid value is refused here rather than sent. With no table to be had (its load
 * failed), nothing is refused here and the server's own check stands.
 */
export function useRuleCheck(): (ruleName: string, value: string) => Promise<string[]> {
  const rules = useValidationRules();
  return async (ruleName, value) => validateField(rules ?? (await loadValidationRules().catch(() => null)), ruleName, value);
}
