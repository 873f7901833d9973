// Types of table-owners.mjs for the TypeScript tests that import it.
export const OWNERS: Record<string, string[]>;
export const CROSSINGS: Record<string, { reads?: string[]; writes?: string[]; why: string }>;
export const OWNER_OF: Map<string, string>;
export function schemaTables(root: string): Map<string, string>;
export function templateTexts(text: string): string[];
export function tablesInSql(text: string, known: Set<string>): Map<string, boolean>;
export function tablesImported(root: string, file: string, text: string): Map<string, boolean>;
export function isModuleSource(rel: string): boolean;
export function foreignTables(root: string, file: string, text: string): { table: string; how: 'import' | 'sql'; write: boolean }[];
export function tableOwnerRule(root: string): unknown;
