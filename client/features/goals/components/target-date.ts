import { formatDate } from '../../../lib/dates';

/** A goal's target date as MM/DD/YYYY; a goal may have none. */
export const targetDateText = (targetDate: string | null) => (targetDate ? formatDate(targetDate) : 'None');
