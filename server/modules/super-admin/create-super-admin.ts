import { z } from 'zod';
import { UserType } from '@shared/constants';
import { fullName } from '@shared/names';
import { type AppContext, withTransaction } from '../../plugins/service-context';
import { issuePasswordLink } from '../auth';
import * as repo from './repository';

/** A mistake of the operator: the command prints its message alone and exits non-zero. */
export class CreateSuperAdminError extends Error {
  override name = 'CreateSuperAdminError';
}

const nameOption = (flag: string) =>
  z.string().trim().min(1, `${flag} must not be empty`).max(100).optional();

export const CreateSuperAdminOptionsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .max(320)
    .pipe(z.email('--email must be an e-mail address')),
  firstName: nameOption('--first-name'),
  lastName: nameOption('--last-name'),
  schoolId: z.uuid('--school-id must be the id of a school (a UUID)').optional(),
});
/** The command's options as typed, checked by CreateSuperAdminOptionsSchema. */
export type CreateSuperAdminOptions = Partial<
  Record<keyof typeof CreateSuperAdminOptionsSchema.shape, string>
>;

/** Where the first super admin goes on a deployment whose database holds no school yet. */
export const SUPPORT_DISTRICT_NAME = 'PLC Hub';
export const SUPPORT_SCHOOL_NAME = 'PLC Hub Support';
export const PASSWORD_LINK_HOURS = 24;

const LIST_SCHOOLS_COMMAND = 'npm run create-super-admin -- --list-schools';

export interface CreateSuperAdminResult {
  outcome: 'created' | 'promoted' | 'unchanged';
  userId: string;
  name: string;
  email: string;
  locationName: string;
  districtName: string;
  /** A single-use set-password link, when the person has no password yet. */
  passwordLink: string | null;
}

/** What the command works with: a database and settings, but no running server (no mailer, no request). */
type CommandContext = Pick<AppContext, 'db' | 'env'>;

/**
 * Makes someone a super admin. An existing live user with the e-mail is promoted and keeps their school;
 * otherwise a new active staff user (admin too) is created in the chosen school, the only school, or a new
 * support school when there is none. Passwords never pass through the command line: someone without one
 * gets a set-password link.
 */
export async function createSuperAdmin(
  ctx: CommandContext,
  options: CreateSuperAdminOptions,
): Promise<CreateSuperAdminResult> {
  const parsed = CreateSuperAdminOptionsSchema.safeParse(options);
  if (!parsed.success) throw new CreateSuperAdminError(parsed.error.issues.map((i) => i.message).join('; '));
  const input = parsed.data;

  const existing = await repo.findLiveUserByEmail(ctx.db, input.email);
  const person = existing ? await promote(ctx, existing) : await create(ctx, input);
  return {
    ...person,
    passwordLink: person.hasPassword
      ? null
      : await issuePasswordLink(ctx, person.userId, PASSWORD_LINK_HOURS * 60),
  };
}

type Existing = NonNullable<Awaited<ReturnType<typeof repo.findLiveUserByEmail>>>;

async function promote(ctx: CommandContext, user: Existing) {
  const name = fullName({ FirstName: user.firstName, LastName: user.lastName });
  if (user.userTypeId === UserType.Student) {
    throw new CreateSuperAdminError(
      `${user.email} belongs to a student (${name}); students cannot be super admins`,
    );
  }
  if (!user.active) {
    throw new CreateSuperAdminError(
      `${name} (${user.email}) is inactive in ${user.locationName}; reactivate them under Manage Staff first`,
    );
  }
  if (!user.isSuperAdmin) await repo.promoteToSuperAdmin(ctx.db, user.id);
  return {
    outcome: user.isSuperAdmin ? ('unchanged' as const) : ('promoted' as const),
    userId: user.id,
    name,
    email: user.email,
    locationName: user.locationName,
    districtName: user.districtName,
    hasPassword: user.hasPassword,
  };
}

async function create(ctx: CommandContext, input: z.output<typeof CreateSuperAdminOptionsSchema>) {
  const { email, firstName, lastName, schoolId } = input;
  if (!firstName || !lastName) {
    throw new CreateSuperAdminError(
      `no user has the e-mail ${email}; to create one, give --first-name and --last-name as well`,
    );
  }
  const { school, userId } = await withTransaction(ctx, async ({ db }) => {
    const chosen = await chooseSchool(db, schoolId, ctx.env.DEFAULT_TIME_ZONE);
    return {
      school: chosen,
      userId: await repo.insertSuperAdmin(db, chosen, { email, firstName, lastName }),
    };
  });
  return {
    outcome: 'created' as const,
    userId,
    name: fullName({ FirstName: firstName, LastName: lastName }),
    email,
    locationName: school.locationName,
    districtName: school.districtName,
    hasPassword: false,
  };
}

/** The school a new super admin joins; several schools and no --school-id is the operator's choice to make. */
async function chooseSchool(db: CommandContext['db'], schoolId: string | undefined, timeZone: string) {
  if (schoolId) {
    const school = await repo.findSchool(db, schoolId);
    if (!school)
      throw new CreateSuperAdminError(`no school has the id ${schoolId}; ${LIST_SCHOOLS_COMMAND} lists them`);
    return school;
  }
  const schools = await repo.listSchoolChoices(db, 2);
  if (schools.length > 1) {
    throw new CreateSuperAdminError(
      `this database has several schools: choose the new user's school with --school-id <id> (${LIST_SCHOOLS_COMMAND} lists them)`,
    );
  }
  return (
    schools[0] ?? repo.insertDistrictWithSchool(db, SUPPORT_DISTRICT_NAME, SUPPORT_SCHOOL_NAME, timeZone)
  );
}

/** Every school with its id, for choosing --school-id. */
export const listSchoolChoices = (ctx: Pick<AppContext, 'db'>) => repo.listSchoolChoices(ctx.db);

/** What the command prints after it succeeded. */
export function describeResult(result: CreateSuperAdminResult, appUrl: string): string[] {
  const who = `${result.name} (${result.email})`;
  const where = `${result.locationName} (${result.districtName})`;
  const lines = {
    created: `Created ${who} as a super admin and admin of ${where}.`,
    promoted: `${who} of ${where} is now a super admin; they keep their school.`,
    unchanged: `${who} of ${where} was already a super admin.`,
  };
  if (!result.passwordLink) return [lines[result.outcome], 'They sign in with their existing password.'];
  return [
    lines[result.outcome],
    `They have no password yet. Open this link in a browser within ${PASSWORD_LINK_HOURS} hours to choose one (it works once):`,
    `  ${result.passwordLink}`,
    `The link starts with APP_URL (${appUrl}); if that is not the address people use to reach this server, set APP_URL and run the command again for a new link.`,
  ];
}
