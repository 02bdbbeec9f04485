import {
  type SynonymGroup,
  type SynonymGroupFormValues,
  synonymGroupInput,
  synonymLimits,
  synonymWord,
} from "@contract/admin/search-synonyms";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSaveSynonymGroup } from "../api/save-synonym-group";

type SynonymGroupFormProps = {
  group: SynonymGroup | null;
  /** After a save, or Cancel when editing. */
  onDone?: () => void;
};

/** The words of one group as chips: type a word and press Enter or Add; × takes one out. */
export function SynonymGroupForm({ group, onDone }: SynonymGroupFormProps) {
  const form = useForm<SynonymGroupFormValues>({
    resolver: zodResolver(synonymGroupInput, undefined, { raw: true }),
    defaultValues: { words: group?.words ?? [] },
  });
  const [typed, setTyped] = useState("");
  const save = useSaveSynonymGroup();
  const id = group?.id ?? null;
  const listId = useId();
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id, values }),
    savedMessage: id === null ? "Synonym group added" : "Synonym group saved",
    afterSave: (saved) => {
      form.reset({ words: id === null ? [] : saved.words });
      onDone?.();
    },
    invalidMessage: "Please fix the marked words and save again",
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3">
      <Controller
        control={form.control}
        name="words"
        render={({ field, fieldState }) => {
          const words = field.value ?? [];
          const add = () => {
            // A word already in the group is left out: it would add nothing.
            const fresh = typed.split(",").map(synonymWord).filter(Boolean);
            field.onChange([...new Set([...words, ...fresh])]);
            setTyped("");
          };
          const wordErrors = Array.isArray(fieldState.error) ? fieldState.error : [];
          const groupError = fieldState.error?.message;
          return (
            <div className="space-y-2">
              {words.length > 0 && (
                <ul id={listId} aria-label="Words in this group" className="flex flex-wrap gap-2">
                  {words.map((word, index) => (
                    <li key={word}>
                      <span
                        className={`inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ${wordErrors[index] ? "bg-red-50 text-red-800 ring-1 ring-red-300" : "bg-cocoa-100 text-cocoa-900"}`}
                      >
                        {word}
                        <button
                          type="button"
                          aria-label={`Remove ${word}`}
                          onClick={() => field.onChange(words.filter((_, at) => at !== index))}
                          className="flex size-6 items-center justify-center rounded-full hover:bg-cocoa-200"
                        >
                          <X aria-hidden="true" className="size-3.5" />
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex items-end gap-2">
                <div className="grow">
                  <TextField
                    label={id === null ? "Add a word" : `Add a word to ${group?.words[0] ?? "the group"}`}
                    value={typed}
                    maxLength={200}
                    onChange={(event) => setTyped(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== "Enter") return;
                      event.preventDefault();
                      add();
                    }}
                  />
                </div>
                <Button type="button" variant="outline" className="shrink-0" onClick={add}>
                  <Plus aria-hidden="true" className="size-4" /> Add
                </Button>
              </div>
              <p className="text-xs text-cocoa-500">
                {synonymLimits.minWords}–{synonymLimits.maxWords} words a shopper may use for one another,
                e.g. mithai, sweets. Separate several with commas.
              </p>
              {groupError && groupError !== failure && (
                <p role="alert" className="text-sm text-red-700">
                  {groupError}
                </p>
              )}
              {words.map((word, index) => {
                const message = wordErrors[index]?.message;
                return message ? (
                  <p key={word} role="alert" className="text-sm text-red-700">
                    {word}: {message}
                  </p>
                ) : null;
              })}
            </div>
          );
        }}
      />
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : id === null ? "Add group" : "Save group"}
        </Button>
        {onDone && id !== null && (
          <Button type="button" variant="outline" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
