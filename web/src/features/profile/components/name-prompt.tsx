import { nameMaxLength } from "@contract/account-rules";
import type { UserProfile } from "@contract/profile";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/form-field";
import { serverMessageOr } from "@web/lib/server-message";
import { UserRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useUpdateProfile } from "../api/update-profile";

type NamePromptProps = {
  user: UserProfile;
  onSaved: (user: UserProfile) => void;
  /** Why the name is wanted here, under the question. */
  reason: string;
};

/**
 * "What should we call you?" for a signed-in shopper whose profile has no first name: saved through
 * update_profile (which takes both names and the phone the profile has), it greets them in mails and
 * signs their reviews. A shopper without a phone has not finished sign-in's phone step, which asks too.
 * Nothing waits on it: the page around it works the same whether it is answered, dismissed or ignored.
 */
export function NamePrompt({ user, onSaved, reason }: NamePromptProps) {
  const save = useUpdateProfile();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState(user.last_name);
  const [dismissed, setDismissed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (dismissed || user.first_name.trim() !== "" || user.phone === null) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { first_name: firstName, last_name: lastName, phone: user.phone ?? "" },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (failure) => setError(serverMessageOr(failure, "Could not save your name")),
      },
    );
  };

  return (
    <section
      aria-labelledby="name-prompt-title"
      className="rounded-2xl bg-amber-50/70 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="name-prompt-title" className="flex items-center gap-2 text-base font-semibold text-cocoa-900">
        <UserRound aria-hidden="true" className="size-4 text-amber-700" />
        What should we call you?
      </h2>
      <p className="mt-0.5 text-sm text-cocoa-700">{reason}</p>
      {/* Two columns whatever the screen: the prompt also sits in the narrow review panel. */}
      <form onSubmit={submit} className="mt-3 max-w-xl space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First name"
            name="first_name"
            required
            autoComplete="given-name"
            maxLength={nameMaxLength}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            required
            autoComplete="family-name"
            maxLength={nameMaxLength}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={save.isPending || firstName.trim() === "" || lastName.trim() === ""}
          >
            {save.isPending ? "Saving…" : "Save name"}
          </Button>
          <Button variant="ghost" onClick={() => setDismissed(true)}>
            Not now
          </Button>
        </div>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
