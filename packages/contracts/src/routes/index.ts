/**
 * The site's entry into the contracts ('@m/contracts/routes'): the schema-free route table,
 * generated from the endpoint table (src/api), plus the schema-free registration field lists.
 */
export { routes, routeList } from './generated';
export { REGISTER_FIELD_NAMES, REGISTER_METHOD_FIELDS, REGISTER_METHODS, type RegisterFieldName, type RegisterMethod } from '../register-fields';
