import { ApiError, messageForError } from "@web/lib/http";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's field errors (`errors: {field: [...]}`) under the form's fields, keeping every
 * value typed; answers the message for a banner or toast when the error is not about one field.
 * Nested fields arrive as dotted paths (`faqs.0.answer`), which react-hook-form reads the same way.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string {
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const message = messages[0];
      if (message) setError(field as Path<T>, { type: "server", message });
    }
  }
  return messageForError(error);
}
