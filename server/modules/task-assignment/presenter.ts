import type { Option } from '@shared/schemas/common';
import type { MeetingOption } from '@shared/schemas/meetings';

export const presentMeetingOption = (meeting: {
  id: string;
  subject: string;
  startDateTime: Date;
}): MeetingOption => ({
  Id: meeting.id,
  Name: meeting.subject,
  StartDateTime: meeting.startDateTime.toISOString(),
});

export const presentAgendaItemOption = (item: { id: string; title: string }): Option => ({
  Id: item.id,
  Name: item.title,
});
