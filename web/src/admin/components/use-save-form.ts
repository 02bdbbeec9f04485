import { toast } from "@web/lib/toast";
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "./apply-server-errors";

type SaveFormOptions<Sent, Saved> = {
  /** Sends the values the form's own check passed; a rejection is a failed save. */
  save: (values: Sent) => Promise<Saved>;
  /** The toast a save ends with. */
  savedMessage: string | ((saved: Saved) => string);
  /** What follows the toast: where staff go next, or the form taking the saved values. */
  afterSave?: (saved: Saved) => void;
  /** What follows a failure once the server's messages stand under their fields. */
  afterFailure?: (error: unknown) => unknown;
  /** The failure box's words when the form's own check refuses the values; without them the box stays as it was. */
  invalidMessage?: string;
};

/**
 * How every back-office form saves. The values are checked, sent, and a save ends with a toast; a
 * failed save keeps every value typed, puts the server's field errors under the fields and answers
 * its message as `failure`, for the form's failure box.
 *
 * Whether the form's own check or the server refused the values, the first invalid field, in the
 * order the page shows them, is scrolled to the middle of the screen and focused. Left to the
 * browser, focus stops at the screen's edge, where the sticky Save bar (taller once it shows the
 * failure) or the phone's header covers the field and its message, and the server's errors would
 * focus the last field named rather than the first.
 *
 * Put `formRef` on the `<form>` and `onSubmit` on its submit. A save that ends after the form has
 * left the screen says and does nothing more: staff have moved on.
 */
export function useSaveForm<T extends FieldValues, C, Sent, Saved>(
  form: UseFormReturn<T, C, Sent>,
  { save, savedMessage, afterSave, afterFailure, invalidMessage }: SaveFormOptions<Sent, Saved>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const revealFirstError = () => {
    // After React has drawn the messages and the failure box, so the field's place is final.
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
    });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      let saved: Saved;
      try {
        saved = await save(values);
      } catch (error) {
        if (!shown.current) return;
        setFailure(applyServerErrors(error, form.setError));
        revealFirstError();
        await afterFailure?.(error);
        return;
      }
      if (!shown.current) return;
      toast.success(typeof savedMessage === "function" ? savedMessage(saved) : savedMessage);
      afterSave?.(saved);
    },
    () => {
      if (invalidMessage) setFailure(invalidMessage);
      revealFirstError();
    },
  );

  return { formRef, onSubmit, failure };
}
