import type { MailMessage } from "@server/platform/mailer";

/**
 * Sent once when an address reaches its daily cap of wrong codes: the owner learns someone is
 * guessing, and why signing in is paused. Nothing in it helps the guesser.
 */
export function addressLockedMail(to: string, hours: number): MailMessage {
  return {
    to,
    subject: "Sign-in to your Mithaas account is paused",
    text: [
      "Namaste,",
      "",
      "Someone entered too many wrong sign-in codes for this email address, so we have paused",
      `signing in with it for up to ${hours} hours. This keeps your account safe from guessing.`,
      "",
      "If it was you, please try again later. If it wasn't, you need not do anything: nobody can get",
      "into your account without a code sent to this inbox. Never share a code with anyone.",
      "",
      "With love,",
      "Team Mithaas",
    ].join("\n"),
  };
}
