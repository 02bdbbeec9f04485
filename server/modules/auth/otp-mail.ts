import { otpTtlSeconds } from "@contract/account-rules";
import type { MailMessage } from "@server/platform/mailer";

const minutes = otpTtlSeconds / 60;

/**
 * The sign-in mail. The code is not in the subject: subjects show on lock screens and in notification
 * previews, where anyone near the phone could read it. The body carries it exactly once, on a line of
 * its own (and set apart in the HTML part) so it is easy to read and to copy with one tap.
 */
export function otpMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: "Your Mithaas sign-in code",
    text: [
      "Namaste,",
      "",
      "Use this code to sign in to Mithaas:",
      "",
      `    ${code}`,
      "",
      `It works once and expires in ${minutes} minutes.`,
      "",
      "Didn't try to sign in? You can safely ignore this email: nobody can get into your account without this code. Never share it with anyone. Mithaas will never ask you for it by phone, chat or email.",
      "",
      "With love,",
      "Team Mithaas",
    ].join("\n"),
    html: [
      '<div style="font-family:Arial,Helvetica,sans-serif;color:#3b2418;max-width:480px;margin:0 auto;padding:24px">',
      "<p>Namaste,</p>",
      "<p>Use this code to sign in to Mithaas:</p>",
      '<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:Consolas,Menlo,monospace;',
      'background:#fdf3e7;border-radius:8px;padding:16px;text-align:center;user-select:all">',
      `${code}</p>`,
      `<p>It works once and expires in ${minutes} minutes.</p>`,
      '<p style="color:#6b5a50;font-size:14px"><strong>Didn\'t try to sign in?</strong> You can safely ignore',
      "this email: nobody can get into your account without this code. Never share it with anyone. Mithaas",
      "will never ask you for it by phone, chat or email.</p>",
      "<p>With love,<br>Team Mithaas</p>",
      "</div>",
    ].join("\n"),
  };
}
