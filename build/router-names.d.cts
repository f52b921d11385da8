/** Types of router-names.cjs, for TypeScript callers (the shell's unit test, the release gate). */
export declare const ROUTER_KEY: string;
export declare const ROUTER_NAMES_FILE: string;
export declare function importedRouterNames(srcDir: string): string[];
export declare function providedRouterNames(file: string): string[];
