import { Type, type Static } from '@sinclair/typebox';

/**
 * One account of a world (`state.users[username]`), apart from state.ts: state.ts composes every
 * area's schema, so an area that builds a user (auth-state.ts's trial accounts) imports it from
 * here and the graph stays without circles (docs/decisions/toolkit.md ENG-CYCLES). state.ts re-exports it.
 */

export const SimUser = Type.Object(
  {
    username: Type.String(),
    password: Type.String(),
    /** Account type (contracts ACCOUNT_TYPE). */
    type: Type.Integer(),
    mobileNum: Type.String(),
    countryDialingCode: Type.String(),
    email: Type.String(),
    nickname: Type.String(),
    /** `YYYY-MM-DD` when registered with the birthday field shown and filled. */
    birthday: Type.Optional(Type.String()),
    /** Wallet sumBalance, 2 decimals. */
    balance: Type.Number(),
    /** memberLabel[].labelName; `nochat` hides live chat. */
    memberLabels: Type.Array(Type.String()),
    /** null: no club label. Otherwise member info shows the VIP level the deposits give (`vipLevelOf`). */
    clubLabel: Type.Union([Type.String(), Type.Null()]),
    /** Forces the password change after login. */
    firstTimeLogin: Type.Boolean(),
    /** the password expired; the change-password screen shows its expired variant. */
    passwordExpired: Type.Boolean({ default: false }),
    /** One of the well-known accounts of README.md (kept by the `empty` scenario). */
    wellKnown: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SimUser = Static<typeof SimUser>;
