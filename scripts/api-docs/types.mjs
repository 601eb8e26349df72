/**
 * Types of the API reference spec (JSDoc only).
 *
 * @typedef {import('./fields.mjs').Text} Text
 * @typedef {import('./fields.mjs').Field} Field
 * @typedef {[number, Text]} ErrorRow
 * @typedef {{
 *   fields?: Field[],
 *   example?: unknown,
 *   text?: Text,
 *   raw?: string,
 *   multipart?: Field[],
 * }} Body
 * @typedef {{fields?: Field[], example?: unknown, text?: Text} | null} Data
 * @typedef {{
 *   route: string,
 *   summary: Text,
 *   notes?: Text,
 *   raw?: boolean,
 *   headers?: Field[],
 *   query?: Field[],
 *   body?: Body,
 *   data: Data,
 *   errors: ErrorRow[],
 *   curl?: string,
 * }} RouteDoc
 * @typedef {{
 *   heading: Text,
 *   anchor?: string,
 *   intro?: Text,
 *   text?: Text,
 *   fields?: Field[],
 *   routes: RouteDoc[],
 * }} Section
 * @typedef {{
 *   slug: string,
 *   sections: number,
 *   title: Text,
 *   description: Text,
 * }} SplitGroup One page of a split page: the next `sections` sections of the
 *   spec, at `<file>/<slug>`.
 * @typedef {{
 *   file: string,
 *   position: number,
 *   title: Text,
 *   description: Text,
 *   intro: Text,
 *   sections: Section[],
 *   split?: SplitGroup[],
 * }} Page
 * @typedef {{
 *   method: string,
 *   action: string,
 *   summary: Text,
 *   query?: Field[],
 *   body?: Body,
 *   data: Data,
 *   errors: ErrorRow[],
 * }} TaskAction
 */
export {};
