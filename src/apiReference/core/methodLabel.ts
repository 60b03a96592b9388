/** The short label a method badge shows ("del" keeps DELETE as narrow as the others). */
export const methodLabel = (method: string) => (method.toLowerCase() === 'delete' ? 'del' : method.toLowerCase());
