/**
 * The first line of every mail to a shopper: "Namaste Asha," when the profile has a first name, else a
 * plain "Namaste," (never "Hello ," or a guess from the e-mail address).
 */
export function mailGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Namaste ${name},` : "Namaste,";
}
