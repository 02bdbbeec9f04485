import type { MailMessage } from "@server/platform/mailer";

type Contact = { id: number; name: string; email: string; phone: string; message: string };

/** The mail the support team receives; replying goes straight to the customer. */
export function contactMail(supportEmail: string, contact: Contact): MailMessage {
  return {
    to: supportEmail,
    replyTo: contact.email,
    subject: `Contact form #${contact.id}: message from ${contact.name}`,
    text: [
      `New message from the Mithaas contact form (#${contact.id}).`,
      "",
      `Name:  ${contact.name}`,
      `Email: ${contact.email}`,
      `Phone: ${contact.phone || "not given"}`,
      "",
      contact.message,
      "",
      "Reply to this e-mail to answer the customer directly.",
    ].join("\n"),
  };
}
