/**
 * The site's entry into the contracts ('@m/contracts/routes'): the schema-free route table,
 * generated from the endpoint table (src/api), plus the schema-free registration field lists.
 */
export { routes, routeList } from './generated';
export {
  BIRTHDAY_LENGTH,
  BIRTHDAY_MIN_YEAR,
  BIRTHDAY_PATTERN,
  ageOn,
  birthdayProblem,
  isoDateOf,
  parseIsoDate,
  type BirthdayProblem,
  REGISTER_FIELD_NAMES,
  REGISTER_METHOD_FIELDS,
  REGISTER_METHODS,
  type RegisterFieldName,
  type RegisterMethod,
  activeRegisterFields,
  registerFieldProblem,
  type RegisterFieldProblem,
  type RegisterFieldRuleShape,
  type RegisterFieldSwitches,
  type RegisterMode,
} from '../register-fields';
export { PROMO_APPLY_BODY_LIMIT, PROMO_APPLY_LIMITS, PROMO_IMAGE_BASE64_MAX } from '../promotion-limits';
export { CONTRACT_KINDS, type ContractKind } from '../agent-agreements';
