/** Types of federation-shared.mjs, for TypeScript callers (the e2e suite checks the same list). */
export declare const SINGLETONS: readonly string[];
export declare function sharedFor(appDir: string): Record<string, unknown>;
