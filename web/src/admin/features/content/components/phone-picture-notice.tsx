import { Button } from "@web/components/ui/button";
import { Smartphone } from "lucide-react";

type PhonePictureNoticeProps = { onReplace: () => void; onKeep: () => void };

/**
 * Shown when staff change a banner's desktop picture and leave its phone picture as it was: phones show
 * the phone picture, so without a word the old banner would live on there.
 */
export function PhonePictureNotice({ onReplace, onKeep }: PhonePictureNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-cocoa-800"
    >
      <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1 basis-56">
        The desktop picture is new, but phones will still show the old phone picture.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onReplace}>
          Replace the phone picture
        </Button>
        <Button size="sm" variant="outline" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
