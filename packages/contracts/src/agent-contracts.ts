/** The three contracts an agent can be offered (G-097..G-099). */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hour'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
