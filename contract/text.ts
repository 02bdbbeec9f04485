import { z } from "zod";

/**
 * Text the store accepts from people. C0 control characters (NUL, escape, backspace, …) and DEL
 * are refused: nobody types them, the database refuses NUL, and they can forge lines in logs and
 * mail headers. One-line fields turn line breaks and tabs into spaces first (a pasted name keeps
 * working, but cannot start a new header line); multi-line fields keep newlines and tabs.
 */
const lineBreaks = /[\r\n\t\u2028\u2029\u0085]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const controlInOneLine = /^[^\u0000-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const controlInMultiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export const controlCharacterMessage = (label: string) => `${label} contains characters that are not allowed`;

/** "City must be text", or `required` when the field is missing altogether. */
const text = (label: string, required?: string) =>
  z.string({
    error: (issue) => (issue.input === undefined && required ? required : `${label} must be text`),
  });

/** One-line text, trimmed, line breaks folded to spaces, control characters refused; may be empty. */
export const oneLineText = (label: string, max: number, options: { required?: string } = {}) =>
  text(label, options.required)
    .overwrite((value) => value.replace(lineBreaks, " "))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(controlInOneLine, controlCharacterMessage(label));

/** Multi-line text (messages, reviews), trimmed, CRLF as LF, control characters refused; may be empty. */
export const multiLineText = (label: string, max: number) =>
  text(label)
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(controlInMultiLine, controlCharacterMessage(label));

/**
 * A value that names something in a path or a query (a slug, a policy key): bounded, no control
 * characters. Not found is the route's answer for a well-formed name that names nothing.
 */
export const pathName = (label: string, max: number) =>
  text(label)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(controlInOneLine, controlCharacterMessage(label));
