import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  NewPasswordFormSchema,
  UpdatePasswordRequestSchema,
} from './auth';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('NewPasswordFormSchema (reset and My Account)', () => {
  it('requires a password', () => {
    expect(messagesOf(NewPasswordFormSchema, { Password: '', ConfirmPassword: 'abcdef' })).toContain(
      'Please provide a password',
    );
  });
  it('needs at least 6 characters', () => {
    expect(messagesOf(NewPasswordFormSchema, { Password: 'abcde', ConfirmPassword: 'abcde' })).toEqual([
      'Password must be at least 6 characters in length',
    ]);
  });
  it('requires the confirmation', () => {
    expect(messagesOf(NewPasswordFormSchema, { Password: 'abcdef', ConfirmPassword: '' })).toContain(
      'Please confirm your password',
    );
  });
  it('needs both to match', () => {
    expect(messagesOf(NewPasswordFormSchema, { Password: 'abcdef', ConfirmPassword: 'abcdeg' })).toEqual([
      'Passwords must match',
    ]);
  });
  it('accepts a valid pair', () => {
    expect(messagesOf(NewPasswordFormSchema, { Password: 'abcdef', ConfirmPassword: 'abcdef' })).toEqual([]);
  });
});

describe('request schemas', () => {
  it('UpdatePassword applies the same password rules', () => {
    expect(messagesOf(UpdatePasswordRequestSchema, { NewPassword: 'abc', Token: 't' })).toEqual([
      'Password must be at least 6 characters in length',
    ]);
  });
  it('ForgotPassword needs an e-mail address', () => {
    expect(messagesOf(ForgotPasswordRequestSchema, { EmailAddress: '' })).toEqual([
      'Email Address is required',
    ]);
    expect(messagesOf(ForgotPasswordRequestSchema, { EmailAddress: 'not-an-email' })).toEqual([
      'Email Address must be an email address',
    ]);
  });
  it('login needs both fields', () => {
    expect(messagesOf(LoginRequestSchema, { EmailAddress: ' ', Password: '' })).toEqual([
      'Email Address is required',
      'Password is required',
    ]);
  });
});
