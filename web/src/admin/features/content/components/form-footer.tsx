import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";

type FormFooterProps = { saving: boolean; error: string | null; cancelTo?: string; saveLabel?: string };

/** A form's failure (the server's message; field errors sit under their fields) and its buttons. */
export function FormFooter({ saving, error, cancelTo, saveLabel = "Save" }: FormFooterProps) {
  return (
    <div className="space-y-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : saveLabel}
        </Button>
        {cancelTo && (
          <ButtonLink to={cancelTo} variant="outline">
            Cancel
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
