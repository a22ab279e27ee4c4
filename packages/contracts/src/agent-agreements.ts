/**
 * The three agreements an agent can be offered (G-097..G-099). The spec calls them contracts,
 * so the exported names keep its word; the file is named apart from the API contracts this
 * package is named for.
 */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hour'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
