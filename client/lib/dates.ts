import dayjs from 'dayjs';
import { DateFormat } from '@shared/constants';

/** Shows a date (YYYY-MM-DD or an ISO timestamp) as MM/DD/YYYY (spec section 9). */
export const formatDate = (value: string) => dayjs(value).format(DateFormat.Display);

/** Shows a timestamp's local time as h:mm A (spec section 9). */
export const formatTime = (iso: string) => dayjs(iso).format(DateFormat.Time);

/** Today in the browser's calendar, as the API carries dates (YYYY-MM-DD). */
export const todayIso = () => dayjs().format(DateFormat.Api);

/** Shows a timestamp as local MM/DD/YYYY h:mm A. */
export const formatDateTime = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
