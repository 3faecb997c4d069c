import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PasswordMessages } from '@shared/messages';

/**
 * Below this many estimated guesses a password is a common one or a simple variation of one (case,
 * digit for letter, a year or a digit added), a keyboard walk, a repeat or a sequence: 123456, qwerty123,
 * P@ssw0rd, Summer2024. Six characters matching none of these are estimated at a million guesses, so the
 * spec's minimum of 6 still holds for every other password.
 */
const MIN_GUESSES = 100_000;

/** zxcvbn-ts with its 49,233 common passwords; built on first use (about 50 ms), on the server only. */
let estimator: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).guesses < MIN_GUESSES;
}

/** Whom a password is for: it must not be their name or e-mail address. */
export interface PasswordOwner {
  firstName: string;
  lastName: string;
  emailAddress: string | null;
}

const folded = (text: string) => text.trim().toLowerCase();

/** First, last and full name, the e-mail address and its local part, compared case-insensitively. */
function isOwnNameOrEmail(password: string, owner: PasswordOwner): boolean {
  const first = folded(owner.firstName);
  const last = folded(owner.lastName);
  const email = folded(owner.emailAddress ?? '');
  const personal = [first, last, `${first} ${last}`, `${first}${last}`, email, email.split('@')[0] ?? ''];
  const candidate = folded(password);
  return personal.some((value) => value !== '' && value === candidate);
}

/** Why a new password is refused beyond the spec's length rule, or null when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (isOwnNameOrEmail(password, owner)) return PasswordMessages.personal;
  if (isCommonPassword(password)) return PasswordMessages.tooCommon;
  return null;
}

/** The "Field: message" line of a 400 refusing the password, or null when it may be used. */
export function passwordProblemLine(field: string, password: string, owner: PasswordOwner): string | null {
  const problem = passwordProblem(password, owner);
  return problem && `${field}: ${problem}`;
}
