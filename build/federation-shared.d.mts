/** Types of federation-shared.mjs, for TypeScript callers (the e2e suite checks the same list). */
export declare const SINGLETONS: readonly string[];
export declare const SHELL_PROVIDED: readonly string[];
export declare function sharedFor(appDir: string): Record<string, unknown>;
