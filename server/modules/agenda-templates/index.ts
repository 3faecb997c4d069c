/** What other modules may use of agenda-templates; everything else in the folder is its own. */
export { loadUsableTemplate } from './service';
export type { TemplateItemValues, TemplateRow } from './repository';
