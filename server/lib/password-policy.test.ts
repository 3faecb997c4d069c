import { describe, expect, it } from 'vitest';
import { PasswordMessages } from '@shared/messages';
import { DEMO_PASSWORD } from '../db/seed/demo';
import { passwordProblem } from './password-policy';

const dana = { firstName: 'Dana', lastName: 'Whitfield', emailAddress: 'dana.w@lincoln.example' };

describe('passwordProblem', () => {
  it.each([
    '123456',
    'password',
    'Password1',
    'P@ssw0rd',
    'qwerty123',
    '1qaz2wsx',
    'iloveyou',
    'Summer2024',
    'letmein!',
    'aaaaaaaa',
    'abcdefgh',
    'zxcvbnm',
  ])('refuses the common or guessable %s', (password) => {
    expect(passwordProblem(password, dana)).toBe(PasswordMessages.tooCommon);
  });

  it.each([
    'dana',
    'WHITFIELD',
    'Dana Whitfield',
    'danawhitfield',
    'dana.w',
    'Dana.W@Lincoln.example',
    ' dana ',
  ])('refuses the name or e-mail %j, whatever the case', (password) => {
    expect(passwordProblem(password, dana)).toBe(PasswordMessages.personal);
  });

  // Six characters that match no pattern pass: the spec's minimum length stays the minimum.
  it.each(['kx8f2z', 'plchub', 'blue-kettle-tram', DEMO_PASSWORD])('accepts %s', (password) => {
    expect(passwordProblem(password, dana)).toBeNull();
  });
});
