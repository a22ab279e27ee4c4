import type { ValidationRules } from '@m/contracts';

/**
 * Checks one value against a rule of the server's table: the value is trimmed
 * an empty non-required value passes; an empty required value or one that fails the
 * pattern gives the rule's message. Returns i18n keys (empty = valid), so a caller can show
 * several comma-joined. A rule the table lacks, or a pattern that does not compile,
 * checks nothing: the backend validates again anyway.
 */
export function validateField(rules: ValidationRules | null | undefined, ruleName: string, value: string): string[] {
  const rule = rules?.[ruleName];
  if (!rule) return [];
  const v = value.trim();
  if (!v) return rule.required ? [rule.message] : [];
  let re: RegExp;
  try {
    re = new RegExp(rule.pattern);
  } catch {
    return [];
  }
  return re.test(v) ? [] : [rule.message];
}
