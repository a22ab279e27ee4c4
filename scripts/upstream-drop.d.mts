import type { ServerResponse } from 'node:http';

export declare function isUpstreamDrop(err: unknown): boolean;
export declare function dropDownstream(res: ServerResponse): void;
export declare function passDropsThrough(proxy: object): void;
