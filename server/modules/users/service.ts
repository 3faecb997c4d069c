import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import {
  UserMessages,
  type StafferSave,
  type StudentSave,
  type UserListQuery,
  type UserSave,
} from '@shared/schemas/users';
import { violatedUniqueIndex } from '../../db/errors';
import { authorize, badRequest, notFound } from '../../errors';
import { passwordProblemLine } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { type AppContext, type ServiceContext, withTransaction } from '../../plugins/service-context';
import { assertKeepsOwnCredentials } from '../../plugins/session-guards';
import { authorizeAccess } from '../../plugins/record-access';
import { clearLoginFailures, emailKeyOf, issuePasswordLink, deleteSessionsOfUser } from '../auth';
import { canManageUser, canViewPersonDetails, locksOutSelf } from './policy';
import { presentPersonDetails, presentStafferRow, presentStudentRow, presentUserDetails } from './presenter';
import * as repository from './repository';
import { canReadHistory } from '../teams';

export async function listStaffers(ctx: ServiceContext, query: UserListQuery) {
  const rows = await repository.listUsersPage(ctx.db, ctx.auth.locationId, UserType.Staffer, query);
  return { Items: rows.map(presentStafferRow(ctx.auth)), TotalCount: rows[0]?.totalCount ?? 0 };
}

export async function listStudents(ctx: ServiceContext, query: UserListQuery) {
  const rows = await repository.listUsersPage(ctx.db, ctx.auth.locationId, UserType.Student, query);
  return { Items: rows.map(presentStudentRow), TotalCount: rows[0]?.totalCount ?? 0 };
}

export async function getUser(ctx: ServiceContext, userId: string) {
  return findPresentedUser(ctx, userId);
}

/** user/getCurrentlyLoggedInUserFullName: "First Last" of the signed-in person. */
export async function currentUserFullName({ db, auth }: ServiceContext): Promise<string> {
  const user = await repository.findUserFullName(db, auth.userId, auth.locationId);
  if (!user) throw notFound();
  return `${user.firstName} ${user.lastName}`;
}

/** user/getUserDetails: 404 for another school's, a deleted or an unknown person; 403 for one out of reach. */
export async function getPersonDetails(ctx: ServiceContext, userId: string) {
  const { auth } = ctx;
  const person = await repository.findPersonOfLocation(ctx.db, userId, auth.locationId, auth.userId);
  if (!person) throw notFound();
  authorizeAccess(auth, 'teamMember', canViewPersonDetails(auth, person));
  return presentPersonDetails(person);
}

/** A user of the caller's school as user/get answers it; a save reads it inside its own transaction. */
async function findPresentedUser(ctx: ServiceContext, userId: string) {
  const row = await repository.findUserOfLocation(ctx.db, userId, ctx.auth.locationId);
  if (!row) throw notFound();
  return presentUserDetails(row, canReadHistory(ctx.auth, false));
}

/**
 * Whether an address is free (addresses are unique across districts, since sign-in is by e-mail alone).
 * `userId`, the user being edited, counts only when it belongs to the caller's school.
 */
export async function isEmailUnique(ctx: ServiceContext, email: string, userId?: string) {
  if (email.trim() === '') return false;
  const editedUser = userId
    ? await repository.findUserOfLocation(ctx.db, userId, ctx.auth.locationId)
    : undefined;
  return !(await repository.isEmailTaken(ctx.db, email, editedUser?.id));
}

export const isThirdPartyIdUnique = async (
  ctx: ServiceContext,
  userTypeId: typeof UserType.Staffer | typeof UserType.Student,
  thirdPartyId: string,
  userId?: string,
) =>
  thirdPartyId.trim() !== '' &&
  !(await repository.isThirdPartyIdTaken(ctx.db, ctx.auth.locationId, userTypeId, thirdPartyId, userId));

/**
 * Saves a staffer or a student (told apart by the payload) and answers with the saved user, read in the
 * save's transaction: a save that answers with an error was not applied.
 */
export async function saveUser(ctx: ServiceContext, payload: UserSave) {
  return payload.UserTypeId === UserType.Student ? saveStudent(ctx, payload) : saveStaffer(ctx, payload);
}

/** The existing user of the school and type being edited; 404 for another school's, a deleted or a mistyped one. */
async function loadEdited(ctx: ServiceContext, id: string | null, userTypeId: number) {
  if (id === null) return null;
  const existing = await repository.findUserOfLocation(ctx.db, id, ctx.auth.locationId);
  if (!existing || existing.userTypeId !== userTypeId) throw notFound();
  authorize(canManageUser(ctx.auth, existing));
  return existing;
}

/** The uniqueness rules of spec section 5, all reported at once as "Field: message" lines. */
interface UniquenessMessages {
  email: string;
  thirdPartyId: string;
}
const STAFF_UNIQUENESS: UniquenessMessages = {
  email: UserMessages.staffEmailTaken,
  thirdPartyId: UserMessages.staffIdTaken,
};
const STUDENT_UNIQUENESS: UniquenessMessages = {
  email: UserMessages.studentEmailTaken,
  thirdPartyId: UserMessages.studentIdTaken,
};

async function checkUniqueness(
  ctx: ServiceContext,
  payload: StafferSave | StudentSave,
  messages: UniquenessMessages,
) {
  const [emailTaken, idTaken] = await Promise.all([
    repository.isEmailTaken(ctx.db, payload.EmailAddress, payload.Id),
    repository.isThirdPartyIdTaken(
      ctx.db,
      ctx.auth.locationId,
      payload.UserTypeId,
      payload.ThirdPartyId,
      payload.Id,
    ),
  ]);
  const problems = [
    emailTaken ? `EmailAddress: ${messages.email}` : null,
    idTaken ? `ThirdPartyId: ${messages.thirdPartyId}` : null,
  ].filter((line) => line !== null);
  if (problems.length > 0) throw badRequest(problems.join('\n'));
}

const ownerOf = (payload: StafferSave) => ({
  firstName: payload.FirstName,
  lastName: payload.LastName,
  emailAddress: payload.EmailAddress,
});

async function saveStaffer(ctx: ServiceContext, payload: StafferSave) {
  const { auth } = ctx;
  const existing = await loadEdited(ctx, payload.Id, UserType.Staffer);
  if (existing && locksOutSelf(auth, existing.id, payload)) throw badRequest(UserMessages.cannotLockOutSelf);
  const password = payload.GrantWebAccess ? (payload.Password ?? '') : '';
  if (existing) assertKeepsOwnCredentials(auth, existing, { email: payload.EmailAddress, password });
  await checkUniqueness(ctx, payload, STAFF_UNIQUENESS);

  if (payload.GrantWebAccess && password === '' && !existing?.hasWebAccess) {
    throw badRequest(`Password: ${UserMessages.passwordRequired}`);
  }
  const passwordRefusal = password && passwordProblemLine('Password', password, ownerOf(payload));
  if (passwordRefusal) throw badRequest(passwordRefusal);
  // undefined keeps the stored hash (an edit with an empty password); null removes web access.
  const passwordHash = !payload.GrantWebAccess ? null : password ? await hashPassword(password) : undefined;
  const values: repository.UserValues = {
    firstName: payload.FirstName,
    lastName: payload.LastName,
    sortKey: personSortKey(payload.FirstName, payload.LastName),
    emailAddress: payload.EmailAddress,
    thirdPartyId: payload.ThirdPartyId,
    active: payload.Active,
    isAdmin: payload.IsAdmin,
    graduationYear: null,
    passwordHash,
  };

  const saved = await withTransaction(ctx, async (tx) => {
    const userId = existing?.id ?? (await repository.insertUser(tx.db, auth, UserType.Staffer, values));
    if (existing) {
      await repository.updateUser(tx.db, existing.id, auth.locationId, values);
      // A new password, lost web access or deactivation ends the staffer's other sessions.
      if (passwordHash !== undefined || !payload.Active) {
        await deleteSessionsOfUser(
          tx.db,
          existing.id,
          existing.id === auth.userId ? auth.sessionId : undefined,
        );
        await repository.spendResetTokensOf(tx.db, existing.id);
      }
    }
    // A password set by an admin reinstates the account: its address's sign-in locks are lifted.
    if (passwordHash) await clearLoginFailures(tx.db, emailKeyOf(payload.EmailAddress));
    return findPresentedUser(tx, userId);
  }).catch(rethrowUniquenessRace(STAFF_UNIQUENESS));

  if (payload.GrantWebAccess && payload.EmailAccountInformation && password) {
    sendAccountInformation(ctx, {
      userId: saved.Id,
      email: payload.EmailAddress,
      firstName: payload.FirstName,
    });
  }
  return saved;
}

async function saveStudent(ctx: ServiceContext, payload: StudentSave) {
  const { auth } = ctx;
  const existing = await loadEdited(ctx, payload.Id, UserType.Student);
  await checkUniqueness(ctx, payload, STUDENT_UNIQUENESS);
  const values: repository.UserValues = {
    firstName: payload.FirstName,
    lastName: payload.LastName,
    sortKey: personSortKey(payload.FirstName, payload.LastName),
    emailAddress: payload.EmailAddress,
    thirdPartyId: payload.ThirdPartyId,
    active: payload.Active,
    isAdmin: false,
    graduationYear: payload.UserStudent.GraduationYear,
    // Students are records: they never sign in.
    passwordHash: null,
  };
  return withTransaction(ctx, async (tx) => {
    const userId = existing?.id ?? (await repository.insertUser(tx.db, auth, UserType.Student, values));
    if (existing) await repository.updateUser(tx.db, existing.id, auth.locationId, values);
    return findPresentedUser(tx, userId);
  }).catch(rethrowUniquenessRace(STUDENT_UNIQUENESS));
}

/**
 * Two saves racing for one address or id both pass the checks; the unique index decides, and the loser
 * hears the spec's message for the field it lost on.
 */
const rethrowUniquenessRace = (messages: UniquenessMessages) => (error: unknown) => {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_lower_uq') throw badRequest(`EmailAddress: ${messages.email}`);
  if (index === 'users_location_type_third_party_uq')
    throw badRequest(`ThirdPartyId: ${messages.thirdPartyId}`);
  throw error;
};

/** How long the set-your-own-password link of a welcome mail works. */
const WELCOME_LINK_DAYS = 7;

/**
 * Mails a new staffer their sign-in details after the reply: the sign-in address, their user name and a
 * single-use link to choose their own password. The password the admin typed is never mailed: mail
 * (and the outbox used without SMTP) must not hold a working password.
 */
function sendAccountInformation(
  ctx: AppContext,
  account: { userId: string; email: string; firstName: string },
): void {
  ctx.background.run('account information mail', async () => {
    const signInUrl = new URL('/', ctx.env.APP_URL).toString();
    const passwordLink = await issuePasswordLink(ctx, account.userId, WELCOME_LINK_DAYS * 24 * 60);
    await ctx.mailer.send({
      to: account.email,
      subject: 'Your PLC Hub account',
      text: [
        `Hello ${account.firstName},`,
        '',
        'An administrator has given you access to PLC Hub. Your sign-in details:',
        '',
        `Sign-in address: ${signInUrl}`,
        `User name: ${account.email}`,
        'Password: the one your administrator gave you.',
        '',
        `To choose your own password instead, open this link (it works once, for ${WELCOME_LINK_DAYS} days):`,
        passwordLink,
        '',
        'You can change your password at any time under My Account.',
      ].join('\n'),
    });
  });
}

/** Soft-deletes a staffer or student of the school; an admin cannot delete themself. */
export async function deleteUser(ctx: ServiceContext, userId: string): Promise<string> {
  const { auth } = ctx;
  if (userId === auth.userId) throw badRequest(UserMessages.cannotDeleteSelf);
  const target = await repository.findUserOfLocation(ctx.db, userId, auth.locationId);
  if (!target) throw notFound();
  authorize(canManageUser(auth, target));
  await withTransaction(ctx, async (tx) => {
    if (!(await repository.softDeleteUser(tx.db, userId, auth.locationId))) throw notFound();
    await deleteSessionsOfUser(tx.db, userId);
  });
  return userId;
}
