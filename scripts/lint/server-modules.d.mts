// Types of server-modules.mjs for the TypeScript tests that import it (what they use of it).
export function moduleOf(root: string, absolute: string): string | null;
