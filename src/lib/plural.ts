/** "1 operation", "3 operations": a count with the noun that agrees with it. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
