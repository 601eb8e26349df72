/** Name of the page actions' MDX component (remark.ts places it by name). */
export const PAGE_ACTIONS_COMPONENT = 'PageActions';
