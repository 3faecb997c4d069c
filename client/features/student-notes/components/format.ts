import dayjs from 'dayjs';
import { DateFormat } from '@shared/constants';

/** Dates show as MM/DD/YYYY (spec section 9). */
export const formatDate = (iso: string) => dayjs(iso).format(DateFormat.Display);
