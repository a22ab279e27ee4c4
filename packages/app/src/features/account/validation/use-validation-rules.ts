import type { ValidationRules } from '@m/contracts';
import { useEffect, useState } from 'react';
import { getValidationRules } from './get-validation-rules';

let cached: ValidationRules | null = null;
let loading: Promise<ValidationRules> | null = null;

/** Loads the rules table once per page; a failed load is retried by the next caller. */
export function loadValidationRules(): Promise<ValidationRules> {
  if (cached) return Promise.resolve(cached);
  loading ??= getValidationRules().then(
    (rules) => {
      cached = rules;
      return rules;
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The rules table (null until loaded). Login, registration and password forms share the one load. */
export function useValidationRules(): ValidationRules | null {
  const [rules, setRules] = useState<ValidationRules | null>(cached);
  useEffect(() => {
    if (rules) return;
    let live = true;
    loadValidationRules().then(
      (r) => {
        if (live) setRules(r);
      },
      () => {
        // Quiet call: the forms still work, the backend validates again.
      },
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return rules;
}

/** Tests start without the cached table (worlds may patch it). */
export const resetValidationRulesCache = (): void => {
  cached = null;
  loading = null;
};
