import { MSG } from '@cc/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { enqueueMail } from '../../lib/mail-outbox.ts';
import { hashPassword, newToken, sha256 } from '../../lib/tokens.ts';
import { clearLoginFailures } from './lockout.ts';
import { emailIs, revokeAllTokens } from './service.ts';
import { RESET_MAIL } from './texts.ts';

/** Password-reset links are valid for one hour (docs/integrations.md §Auth). */
export const RESET_TTL_MS = 60 * 60_000;

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/changepassword/${token}`;
}

/**
 * POST /api/reset/: stores the SHA-256 of a random single-use token and queues the mail with the
 * link (mail_outbox), answering at once.
 * The spec answers an unknown email with a field error (docs/product/1-account.md §8), so this endpoint is
 * rate limited instead of hiding whether the address exists.
 */
export async function requestReset(deps: AppDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(emailIs(email))
    .limit(1);
  if (!user) throw AppError.field('email', MSG.reset.unknownEmail.text);

  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_TTL_MS);
  const link = resetLink(deps.config.publicUrl, token);
  // The link and its mail commit together; the worker sends it, so a mail server that is down
  // delays the message (retried with backoff until the link expires) instead of failing here.
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
    await enqueueMail(tx, deps.clock, resetMail(user, link), { expiresAt });
  });
  deps.mailWorker?.wake();
}

function resetMail(user: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: MSG.reset.mailSubject,
    text: [
      RESET_MAIL.greeting(user.firstName),
      '',
      RESET_MAIL.request,
      RESET_MAIL.textLink(link),
      '',
      RESET_MAIL.ignore,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(RESET_MAIL.greeting(user.firstName))}</p>`,
      `<p>${RESET_MAIL.request}</p>`,
      `<p><a href="${escapeHtml(link)}">${RESET_MAIL.htmlLink}</a> ${RESET_MAIL.htmlValidity}</p>`,
      `<p>${RESET_MAIL.ignore}</p>`,
    ].join('\n'),
  };
}

/**
 * PUT /api/reset/: spends the token (atomically, so it works once), sets the new password,
 * spends the user's other pending links and revokes every open session.
 */
export async function confirmReset(deps: AppDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw AppError.field('token', MSG.reset.invalidToken);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    // Whoever can read the mailbox owns the account: a lockout against it ends here.
    if (user) await clearLoginFailures(tx, user.email);
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeAllTokens(deps, tx, spent.userId);
  });
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
