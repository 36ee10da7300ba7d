/** Query value that switches the print layout from the market's catalogue to the visitor's selection. */
export const SELECTION_PARAM = 'selection';
export const SELECTION_MINE = 'mine';
