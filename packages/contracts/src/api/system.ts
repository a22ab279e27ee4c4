import { Type, type Static } from '@sinclair/typebox';
import { RESOURCE_TYPES, WHITELABEL_KEYS } from '../constants';
import { defineEndpoint } from '../endpoint';

/** System status and settings (A-009..A-012, A-152..A-155, G-007). */

export const SystemStatusValue = Type.Object(
  { status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]) },
  { $id: 'SystemStatusValue', additionalProperties: false },
);
export type SystemStatusValue = Static<typeof SystemStatusValue>;

export const Whitelabel = Type.Object(
  Object.fromEntries(WHITELABEL_KEYS.map((k) => [k, Type.Boolean()])) as {
    [K in (typeof WHITELABEL_KEYS)[number]]: ReturnType<typeof Type.Boolean>;
  },
  { additionalProperties: false },
);
export type Whitelabel = Static<typeof Whitelabel>;

export const CustomerService = Type.Object(
  {
    /** Where the customer-service chat lives (the contact buttons of the status pages, A-155). */
    chatUrl: Type.String(),
    telegram: Type.String(),
    whatsapp: Type.String(),
    facebook: Type.String(),
    email: Type.String(),
  },
  { additionalProperties: false },
);

export const MobileTemplate = Type.Object(
  {
    app_background: Type.String(),
    app_desc: Type.String(),
    app_desc_font_color: Type.String(),
    /** 1 selects the new member-centre template. */
    mem_cen: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** 1 selects the new deposit-detail view. */
    dep_func: Type.Union([Type.Literal(0), Type.Literal(1)]),
  },
  { additionalProperties: false },
);
export type MobileTemplate = Static<typeof MobileTemplate>;

export const SitePaths = Type.Object(
  {
    /** CDN path of STATIC avatars: `${avatar}${name}.png`. */
    avatar: Type.String(),
    gameIcon: Type.String(),
    banner: Type.String(),
  },
  { additionalProperties: false },
);

export const RegisterConfig = Type.Object(
  {
    /** minimum age shown in the agreement. */
    minAge: Type.Integer({ minimum: 0 }),
    /** digit count of a mobile number. */
    mobileDigitsMin: Type.Integer({ minimum: 1 }),
    mobileDigitsMax: Type.Integer({ minimum: 1 }),
    countryDialingCode: Type.String(),
    countryDialingCodes: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

export const DownloadResource = Type.Object(
  {
    resourceType: Type.Union(RESOURCE_TYPES.map((r) => Type.Literal(r))),
    url: Type.String(),
  },
  { additionalProperties: false },
);
export type DownloadResource = Static<typeof DownloadResource>;

export const Location = Type.Object(
  {
    /** The visitor's IP as the backend sees it: the IP-restricted page shows it. */
    ip: Type.String(),
    country: Type.String(),
  },
  { additionalProperties: false },
);

export const Settings = Type.Object(
  {
    info: Type.Object(
      {
        customerService: CustomerService,
        imageCDNs: Type.Array(Type.String()),
        domainRoute: Type.Array(Type.String()),
        mobileTemplate: MobileTemplate,
        paths: SitePaths,
        register: RegisterConfig,
        resources: Type.Array(DownloadResource),
        whitelabel: Whitelabel,
        mainDomain: Type.String(),
      },
      { additionalProperties: false },
    ),
    location: Location,
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
  },
  { $id: 'Settings', additionalProperties: false },
);
export type Settings = Static<typeof Settings>;

export const systemEndpoints = {
  status: defineEndpoint({
    id: 'system.status',
    method: 'GET',
    path: '/api/system/status',
    auth: false,
    quiet: true,
    encrypted: false,
    summary: 'System status: 0 normal, 1 maintenance (wins over region restriction), 2 region restriction only.',
    response: SystemStatusValue,
  }),
  settings: defineEndpoint({
    id: 'system.settings',
    method: 'GET',
    path: '/api/system/settings',
    auth: false,
    quiet: true,
    encrypted: false,
    summary:
      'Site settings: customer service, CDNs, template, paths, register config, resources, white-label switches, location, status flags.',
    response: Settings,
  }),
};
