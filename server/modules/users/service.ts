import type { FastifyInstance } from 'fastify';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import {
  UserMessages,
  type StafferSave,
  type StudentSave,
  type UserListQuery,
  type UserSave,
} from '@shared/schemas/users';
import type { Db } from '../../db/database';
import { violatedUniqueIndex } from '../../db/errors';
import { authorize, badRequest, notFound } from '../../errors';
import { passwordProblemLine } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/auth';
import { assertKeepsOwnCredentials } from '../../plugins/session-guards';
import { clearLoginFailures, emailKeyOf, issuePasswordLink, deleteSessionsOfUser } from '../auth';
import { canManageUser, canViewPersonDetails, locksOutSelf } from './policy';
import { presentPersonDetails, presentStafferRow, presentStudentRow, presentUserDetails } from './presenter';
import * as repository from './repository';

export async function listStaffers(app: FastifyInstance, auth: AuthContext, query: UserListQuery) {
  const rows = await repository.listUsersPage(app.db, auth.locationId, UserType.Staffer, query);
  return { Items: rows.map(presentStafferRow(auth)), TotalCount: rows[0]?.totalCount ?? 0 };
}

export async function listStudents(app: FastifyInstance, auth: AuthContext, query: UserListQuery) {
  const rows = await repository.listUsersPage(app.db, auth.locationId, UserType.Student, query);
  return { Items: rows.map(presentStudentRow), TotalCount: rows[0]?.totalCount ?? 0 };
}

export async function getUser(app: FastifyInstance, auth: AuthContext, userId: string) {
  return findPresentedUser(app.db, auth, userId);
}

/** user/getUserDetails: 404 for another school's, a deleted or an unknown person; 403 for one out of reach. */
export async function getPersonDetails(app: FastifyInstance, auth: AuthContext, userId: string) {
  const person = await repository.findPersonOfLocation(app.db, userId, auth.locationId, auth.userId);
  if (!person) throw notFound();
  authorize(canViewPersonDetails(auth, person));
  return presentPersonDetails(person);
}

/** A user of the caller's school as user/get answers it; a save reads it inside its own transaction. */
async function findPresentedUser(db: Db, auth: AuthContext, userId: string) {
  const row = await repository.findUserOfLocation(db, userId, auth.locationId);
  if (!row) throw notFound();
  return presentUserDetails(row);
}

/**
 * Whether an address is free (addresses are unique across districts, since sign-in is by e-mail alone).
 * `userId`, the user being edited, counts only when it belongs to the caller's school.
 */
export async function isEmailUnique(app: FastifyInstance, auth: AuthContext, email: string, userId?: string) {
  if (email.trim() === '') return false;
  const editedUser = userId
    ? await repository.findUserOfLocation(app.db, userId, auth.locationId)
    : undefined;
  return !(await repository.isEmailTaken(app.db, email, editedUser?.id));
}

export const isThirdPartyIdUnique = async (
  app: FastifyInstance,
  auth: AuthContext,
  userTypeId: typeof UserType.Staffer | typeof UserType.Student,
  thirdPartyId: string,
  userId?: string,
) =>
  thirdPartyId.trim() !== '' &&
  !(await repository.isThirdPartyIdTaken(app.db, auth.locationId, userTypeId, thirdPartyId, userId));

/**
 * Saves a staffer or a student (told apart by the payload) and answers with the saved user, read in the
 * save's transaction: a save that answers with an error was not applied.
 */
export async function saveUser(app: FastifyInstance, auth: AuthContext, payload: UserSave) {
  return payload.UserTypeId === UserType.Student
    ? saveStudent(app, auth, payload)
    : saveStaffer(app, auth, payload);
}

/** The existing user of the school and type being edited; 404 for another school's, a deleted or a mistyped one. */
async function loadEdited(app: FastifyInstance, auth: AuthContext, id: string | null, userTypeId: number) {
  if (id === null) return null;
  const existing = await repository.findUserOfLocation(app.db, id, auth.locationId);
  if (!existing || existing.userTypeId !== userTypeId) throw notFound();
  authorize(canManageUser(auth, existing));
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
  app: FastifyInstance,
  auth: AuthContext,
  payload: StafferSave | StudentSave,
  messages: UniquenessMessages,
) {
  const [emailTaken, idTaken] = await Promise.all([
    repository.isEmailTaken(app.db, payload.EmailAddress, payload.Id),
    repository.isThirdPartyIdTaken(
      app.db,
      auth.locationId,
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

async function saveStaffer(app: FastifyInstance, auth: AuthContext, payload: StafferSave) {
  const existing = await loadEdited(app, auth, payload.Id, UserType.Staffer);
  if (existing && locksOutSelf(auth, existing.id, payload)) throw badRequest(UserMessages.cannotLockOutSelf);
  const password = payload.GrantWebAccess ? (payload.Password ?? '') : '';
  if (existing) assertKeepsOwnCredentials(auth, existing, { email: payload.EmailAddress, password });
  await checkUniqueness(app, auth, payload, STAFF_UNIQUENESS);

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

  const saved = await app.db
    .transaction(async (tx) => {
      const userId = existing?.id ?? (await repository.insertUser(tx, auth, UserType.Staffer, values));
      if (existing) {
        await repository.updateUser(tx, existing.id, auth.locationId, values);
        // A new password, lost web access or deactivation ends the staffer's other sessions.
        if (passwordHash !== undefined || !payload.Active) {
          await deleteSessionsOfUser(
            tx,
            existing.id,
            existing.id === auth.userId ? auth.sessionId : undefined,
          );
          await repository.spendResetTokensOf(tx, existing.id);
        }
      }
      // A password set by an admin reinstates the account: its address's sign-in locks are lifted.
      if (passwordHash) await clearLoginFailures(tx, emailKeyOf(payload.EmailAddress));
      return findPresentedUser(tx, auth, userId);
    })
    .catch(rethrowUniquenessRace(STAFF_UNIQUENESS));

  if (payload.GrantWebAccess && payload.EmailAccountInformation && password) {
    sendAccountInformation(app, {
      userId: saved.Id,
      email: payload.EmailAddress,
      firstName: payload.FirstName,
    });
  }
  return saved;
}

async function saveStudent(app: FastifyInstance, auth: AuthContext, payload: StudentSave) {
  const existing = await loadEdited(app, auth, payload.Id, UserType.Student);
  await checkUniqueness(app, auth, payload, STUDENT_UNIQUENESS);
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
  return app.db
    .transaction(async (tx) => {
      const userId = existing?.id ?? (await repository.insertUser(tx, auth, UserType.Student, values));
      if (existing) await repository.updateUser(tx, existing.id, auth.locationId, values);
      return findPresentedUser(tx, auth, userId);
    })
    .catch(rethrowUniquenessRace(STUDENT_UNIQUENESS));
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
  app: FastifyInstance,
  account: { userId: string; email: string; firstName: string },
): void {
  app.background.run('account information mail', async () => {
    const signInUrl = new URL('/', app.env.APP_URL).toString();
    const passwordLink = await issuePasswordLink(app, account.userId, WELCOME_LINK_DAYS * 24 * 60);
    await app.mailer.send({
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
export async function deleteUser(app: FastifyInstance, auth: AuthContext, userId: string): Promise<string> {
  if (userId === auth.userId) throw badRequest(UserMessages.cannotDeleteSelf);
  const target = await repository.findUserOfLocation(app.db, userId, auth.locationId);
  if (!target) throw notFound();
  authorize(canManageUser(auth, target));
  await app.db.transaction(async (tx) => {
    if (!(await repository.softDeleteUser(tx, userId, auth.locationId))) throw notFound();
    await deleteSessionsOfUser(tx, userId);
  });
  return userId;
}
