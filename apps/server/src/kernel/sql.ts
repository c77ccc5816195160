/**
 * A LIKE/ILIKE pattern that matches `text` anywhere, with the pattern's own wildcards escaped:
 * a user who searches for "100%" means the characters, not "100 followed by anything".
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
