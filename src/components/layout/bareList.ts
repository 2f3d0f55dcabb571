/**
 * A list without bullets or indent, for lists of cards, rows and links: the list stays a list
 * to screen readers (its items counted) while the layout is the container's (`display`, `gap`).
 */
export const bareList = { listStyle: 'none', m: 0, p: 0 } as const;
