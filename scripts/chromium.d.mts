export declare const DEBIAN_CHROMIUMS: readonly { pkg: string; path: string }[];
export declare function chromiumPath(): string | undefined;
