import type { ContactRequest } from "@contract/contact";
import { contactFieldErrors } from "@contract/contact-rules";
import { Button } from "@web/components/ui/button";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { ApiError, type FieldErrors } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSendContact } from "../api/send-contact";

const emptyForm = { name: "", email: "", phone: "", message: "" };
type ContactValues = typeof emptyForm;
const fieldOrder = ["name", "email", "phone", "message"] as const;

/** Product §5: message required for everyone; name, email and phone only asked of visitors. */
function validate(values: ContactValues, signedIn: boolean): { input: ContactRequest; errors: FieldErrors } {
  const trimmed = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
  const input = signedIn ? { name: "", email: "", phone: "", message: trimmed.message } : trimmed;
  return { input, errors: contactFieldErrors(input, signedIn) };
}

export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendContact();

  const bind = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    error: errors[field]?.[0],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
  });

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { input, errors: found } = validate(values, signedIn);
    showErrors(form, found);
    if (Object.keys(found).length > 0) return;
    send.mutate(input, {
      onSuccess: () => {
        toast.success("Message sent successfully!");
        setValues(emptyForm);
      },
      onError: (error) => {
        toast.error("Failed to send message");
        if (error instanceof ApiError) showErrors(form, error.fieldErrors);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Contact form">
      {!signedIn && (
        <>
          <TextField label="Name" autoComplete="name" maxLength={100} required {...bind("name")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              {...bind("email")}
            />
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="10-digit mobile number"
              maxLength={20}
              required
              {...bind("phone")}
            />
          </div>
        </>
      )}
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={5000}
        required
        placeholder="How can we help?"
        {...bind("message")}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        disabled={send.isPending}
        className="w-full sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
