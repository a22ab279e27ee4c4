import type { Server } from 'node:http';

export declare const IMMUTABLE: string;
export declare const NO_CACHE: string;
export declare const SIM_PREFIXES: string[];
export declare const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean };
export declare function inlineCodeHashes(html: string): { scripts: string[]; handlers: string[] };
export declare function contentSecurityPolicy(indexHtml: string, options?: { backendOrigins?: string[] }): string;
export declare function backendOriginsOf(simUrl: string): string[];
export declare function createSiteServer(options: { dist: string; simUrl?: string; control?: boolean; cspOrigins?: string[] }): Server;
