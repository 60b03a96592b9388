/** The viewport width from which an operation page shows its examples in a second column. */
export const TWO_COLUMN_MIN_WIDTH = 1200;
