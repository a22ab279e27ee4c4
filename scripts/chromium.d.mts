export declare const DEBIAN_CHROMIUMS: readonly { pkg: string; path: string }[];
export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
export declare function waitForUrl(url: string, deadlineMs?: number): Promise<void>;
