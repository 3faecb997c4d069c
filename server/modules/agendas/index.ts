/** What other modules may use of agendas; everything else in the folder is its own. */
export { agendaOfMeeting } from './service';
export { addTemplateItems } from './template-service';
