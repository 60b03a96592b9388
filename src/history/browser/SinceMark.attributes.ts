/** The attribute of every "since" mark: the full version that added the item (removed ones also carry data-removed). */
export const SINCE_MARK = 'data-since';
