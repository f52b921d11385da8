/** Types of shell-provided.cjs, for TypeScript callers (the release gate). */
export declare function isShellProvided(key: string): boolean;
