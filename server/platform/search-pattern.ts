/** An ILIKE pattern for "contains": `%`, `_` and `\` typed into a search box are searched for as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
