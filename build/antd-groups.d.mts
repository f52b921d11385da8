/** Types of antd-groups.mjs, for TypeScript callers (the e2e suite checks the groups). */
export declare const ANTD_GROUPS: readonly string[];
export declare function antdImportRule(appDir: string): Record<string, unknown>;
export declare function isAntdName(module: { resource?: string }): boolean;
