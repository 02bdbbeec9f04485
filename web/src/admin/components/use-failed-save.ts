import { useRef } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "./apply-server-errors";

/**
 * What every back-office form does when a save fails, whether its own check refused the values or the
 * server did: the first invalid field, in the order the page shows them, is scrolled to the middle of
 * the screen and focused. Left to the browser, focus stops at the screen's edge, where the sticky Save
 * bar (taller once it shows the failure) or the phone's header covers the field and its message, and
 * the server's errors would focus the last field named rather than the first.
 *
 * Put `formRef` on the `<form>`, submit through `handleSubmit`, and hand a failed save's error to
 * `serverFailure` (it answers the message for the form's failure box, as applyServerErrors does).
 */
export function useFailedSave<T extends FieldValues, C, Sent>(form: UseFormReturn<T, C, Sent>) {
  const formRef = useRef<HTMLFormElement>(null);
  const revealFirstError = () => {
    // After React has drawn the messages and the failure box, so the field's place is final.
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
    });
  };
  return {
    formRef,
    /** `form.handleSubmit`; `onInvalid` runs too when the form's own check refuses the values. */
    handleSubmit: (onValid: SubmitHandler<Sent>, onInvalid?: () => void) =>
      form.handleSubmit(onValid, () => {
        onInvalid?.();
        revealFirstError();
      }),
    serverFailure: (error: unknown) => {
      const message = applyServerErrors(error, form.setError);
      revealFirstError();
      return message;
    },
  };
}
