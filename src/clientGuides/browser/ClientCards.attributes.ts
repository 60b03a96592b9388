/**
 * Class of the client guides' card list (ClientCards.tsx), whose cards may render lazily
 * (src/lib/lazyBlocks.ts).
 */
export const CLIENT_LIST = 'client-list';
