import type { AttendanceRates } from '@shared/schemas/meeting-room';
import type { AttendanceCountRow } from './attendance-repository';

/**
 * The attendance rate (present + late) / (present + late + absent): excused absences count neither way,
 * and a person with nothing that counts has no rate (null), not 0%.
 */
export function attendanceRate(counts: { present: number; late: number; absent: number }): number | null {
  const counted = counts.present + counts.late + counts.absent;
  return counted === 0 ? null : (counts.present + counts.late) / counted;
}

const ZERO = { present: 0, late: 0, absent: 0, excused: 0 };

/**
 * The team's rate over everyone's lines, and a line per person: the team's current members (with no
 * lines, zero counts) and anyone recorded in the period who has left since.
 */
export function presentRates(input: {
  teamId: string;
  from: string;
  to: string;
  recorded: number;
  counts: AttendanceCountRow[];
  members: { id: string; firstName: string; lastName: string }[];
}): AttendanceRates {
  const byUser = new Map(input.counts.map((row) => [row.userId, row]));
  const memberIds = new Set(input.members.map((member) => member.id));
  const people = [
    ...input.members.map((member) => ({ ...ZERO, ...byUser.get(member.id), ...member, userId: member.id })),
    ...input.counts.filter((row) => !memberIds.has(row.userId)),
  ];
  const total = input.counts.reduce(
    (sum, row) => ({
      present: sum.present + row.present,
      late: sum.late + row.late,
      absent: sum.absent + row.absent,
    }),
    { present: 0, late: 0, absent: 0 },
  );
  return {
    TeamId: input.teamId,
    From: input.from,
    To: input.to,
    MeetingsRecorded: input.recorded,
    TeamRate: attendanceRate(total),
    Members: people.map((person) => ({
      UserId: person.userId,
      FirstName: person.firstName,
      LastName: person.lastName,
      Present: person.present,
      Late: person.late,
      Absent: person.absent,
      Excused: person.excused,
      Rate: attendanceRate(person),
    })),
  };
}
