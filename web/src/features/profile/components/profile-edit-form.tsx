import { profileErrorMessage } from "@contract/account-rules";
import type { UserProfile } from "@contract/profile";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useUpdateProfile } from "../api/update-profile";

type Field = "first_name" | "last_name" | "phone";

const labels: Record<Field, string> = { first_name: "First Name", last_name: "Last Name", phone: "Phone" };

const isField = (name: string): name is Field => name in labels;

/** The first message the server gave for each field (product §5), keyed by the wire's field name. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

type ProfileEditFormProps = { user: UserProfile; onSaved: (user: UserProfile) => void };

/**
 * /profile/edit (product §2, §4): no client checks; the server decides. Its errors show under each field
 * and, named by the field's label, in the list under 'Please fix the following errors:'.
 */
/** One toast for a save's outcome: a later success replaces the last failure instead of sitting beside it. */
const saveOutcome = { id: "profile-save" };

export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const idPrefix = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorEntries = Object.entries(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: (saved) => {
        onSaved(saved);
        toast.success("Profile updated successfully!", saveOutcome);
        navigate("/profile");
      },
      onError: (failure) => {
        const found = fieldErrorsOf(failure);
        setErrors(found);
        toast.error(
          Object.keys(found).length > 0 ? profileErrorMessage : "Failed to update profile",
          saveOutcome,
        );
      },
    });
  };

  // Product §4: editing a field clears that field's errors.
  const bind = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    label: labels[field],
    error: errors[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 md:py-12">
      <ButtonLink to="/profile" variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Profile
      </ButtonLink>
      <form
        onSubmit={submit}
        aria-labelledby="edit-profile-title"
        className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-cocoa-100 sm:p-9"
      >
        <h1 id="edit-profile-title" className="text-3xl text-cocoa-900">
          Edit Profile
        </h1>
        <p className="mt-2 text-sm text-cocoa-600">
          Signed in as <span className="font-medium wrap-anywhere text-cocoa-800">{user.email}</span>
        </p>
        {errorEntries.length > 0 && (
          <ErrorBox className="mt-6">
            <p className="font-semibold">Please fix the following errors:</p>
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
              {errorEntries.map(([field, message]) => (
                <li key={field}>
                  {isField(field) ? (
                    <a
                      href={`#${idPrefix}-${field}`}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(`${idPrefix}-${field}`)?.focus();
                      }}
                      className="underline underline-offset-2"
                    >
                      {labels[field]}: {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </ErrorBox>
        )}
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <TextField autoComplete="given-name" {...bind("first_name")} />
          <TextField autoComplete="family-name" {...bind("last_name")} />
          <div className="sm:col-span-2">
            <TextField
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="10-digit Indian mobile number"
              {...bind("phone")}
            />
          </div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to="/profile" variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Updating..." : "Update Profile"}
          </Button>
        </div>
      </form>
    </div>
  );
}
