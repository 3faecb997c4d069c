import { fInitialLastName, fullName } from '@shared/names';
import type { TeamStaffer } from '@shared/schemas/teams';
import type { listTeamStaffers } from './repository';

type StafferRow = Awaited<ReturnType<typeof listTeamStaffers>>[number];

/** A team's staffer with the spec's name formats. */
export const presentStaffer = (row: StafferRow): TeamStaffer => ({
  ...row,
  FullName: fullName(row),
  FInitialLastName: fInitialLastName(row),
});
