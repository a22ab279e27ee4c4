export declare const SKIP_DIRS: ReadonlySet<string>;
export declare function repoFiles(root: string, keep: (name: string) => boolean, skip?: (relPath: string) => boolean): string[];
