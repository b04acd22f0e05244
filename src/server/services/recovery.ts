// SPEC §2 Forgot password, §5 reset rules: the security questions of a username, a check of both
// answers together, and the reset (answers again, or the single-use token from the check).
// Recovery has its own limits (auth/limits.ts); see docs/decisions for why it exists at all.
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  resetPassword as resetPasswordCall,
  securityQuestionText,
  type ResetPasswordRequest,
  type SecurityQuestionsResponse,
  type VerifyAnswersRequest,
} from '../../shared/api/auth';
import {
  assertRecoveryOpen,
  beginRecoveryAttempt,
  recoveryFailed,
  recoverySucceeded,
} from '../auth/limits';
import { forgetDevices } from '../auth/devices';
import { newPasswordProblem, type Passwords } from '../auth/passwords';
import type { UserRow } from '../auth/sessions';
import { newToken, sha256Hex } from '../auth/tokens';
import type { Database } from '../db/client';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { fieldError, HttpError } from '../http-error';
import { findUserByUsername } from './users';

export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

interface RecoverableUser extends UserRow {
  securityQuestion1: string;
  securityQuestion2: string;
  securityAnswer1Hash: string;
  securityAnswer2Hash: string;
}

/** The account with security questions set, or 404 (SPEC §8 "User not found"). */
async function recoverableUser(db: Database, username: string): Promise<RecoverableUser> {
  const user = await findUserByUsername(db, username);
  if (
    !user ||
    !user.securityQuestion1 ||
    !user.securityQuestion2 ||
    !user.securityAnswer1Hash ||
    !user.securityAnswer2Hash
  ) {
    throw new HttpError(404, AUTH_MESSAGES.userNotFound);
  }
  return user as RecoverableUser;
}

export async function securityQuestionsFor(
  db: Database,
  username: string,
): Promise<SecurityQuestionsResponse> {
  const user = await recoverableUser(db, username);
  const question1 = securityQuestionText(user.securityQuestion1);
  const question2 = securityQuestionText(user.securityQuestion2);
  if (!question1 || !question2) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
  return { question1, question2 };
}

/** Both answers, checked together (no hint which one is wrong); counts toward the limits. */
async function checkAnswers(
  db: Database,
  user: RecoverableUser,
  answer1: string,
  answer2: string,
  ip: string,
  now: Date,
  passwords: Passwords,
): Promise<void> {
  const attemptId = await beginRecoveryAttempt(db, user.id, ip, now);
  const [ok1, ok2] = await Promise.all([
    passwords.verifySecurityAnswer(user.securityAnswer1Hash, answer1),
    passwords.verifySecurityAnswer(user.securityAnswer2Hash, answer2),
  ]);
  if (ok1 && ok2) {
    await recoverySucceeded(db, attemptId);
    return;
  }
  await recoveryFailed(db, user.id, now);
  throw new HttpError(401, AUTH_MESSAGES.incorrectAnswers);
}

/** Right answers → a single-use reset token valid for 10 minutes. */
export async function verifyAnswers(
  db: Database,
  input: VerifyAnswersRequest,
  ip: string,
  now: Date,
  passwords: Passwords,
): Promise<{ resetToken: string; expiresAt: Date }> {
  const user = await recoverableUser(db, input.username);
  assertRecoveryOpen(user, now);
  await checkAnswers(db, user, input.answer1, input.answer2, ip, now, passwords);
  const resetToken = newToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256Hex(resetToken),
    userId: user.id,
    createdAt: now,
    expiresAt,
  });
  return { resetToken, expiresAt };
}

/** Marks the token used; false when it is unknown, someone else's, used or expired. */
async function consumeResetToken(
  db: Database,
  userId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return used.length === 1;
}

/**
 * Sets a new password after the answers (or a reset token) check out; every session of the
 * account ends and every other reset token is void.
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordRequest,
  ip: string,
  now: Date,
  passwords: Passwords,
): Promise<void> {
  const problem = await newPasswordProblem(input.newPassword, { username: input.username });
  if (problem) throw fieldError(resetPasswordCall, 'newPassword', problem);
  const user = await recoverableUser(db, input.username);
  // the account's e-mail is known only now
  const personal = await newPasswordProblem(input.newPassword, user);
  if (personal) throw fieldError(resetPasswordCall, 'newPassword', personal);
  assertRecoveryOpen(user, now);
  if (input.resetToken !== undefined) {
    if (!(await consumeResetToken(db, user.id, input.resetToken, now))) {
      throw new HttpError(401, AUTH_MESSAGES.resetTokenInvalid);
    }
  } else {
    await checkAnswers(db, user, input.answer1 ?? '', input.answer2 ?? '', ip, now, passwords);
  }
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await forgetDevices(tx as unknown as Database, user.id);
  });
}
