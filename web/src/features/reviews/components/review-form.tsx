import { imageVariantUrl } from "@contract/images";
import { defaultReviewRating, maxReviewTextLength, reviewMessages } from "@contract/review-rules";
import type { MyReview } from "@contract/reviews";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextAreaField } from "@web/components/ui/form-field";
import { messageForError } from "@web/lib/http";
import { imageDecodes } from "@web/lib/image-decodes";
import { toast } from "@web/lib/toast";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSaveReview } from "../api/save-review";
import { type PickedFile, takePicked } from "../picked-files";
import { MediaPicker, type MediaPreview } from "./media-picker";
import { StarInput } from "./star-input";

type ReviewFormProps = {
  orderId: number;
  productId: number;
  /** The customer's review of this product in this order, when there is one: the form edits it. */
  existing: MyReview | undefined;
  onSaved: (review: MyReview) => void;
};

/** Product §2 review panel: stars (default 5), text, images and videos; Submit Review or Update Review. */
export function ReviewForm({ orderId, productId, existing, onSaved }: ReviewFormProps) {
  const [rating, setRating] = useState(existing?.rating ?? defaultReviewRating);
  const [text, setText] = useState(existing?.text ?? "");
  const [removed, setRemoved] = useState<number[]>([]);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReview();

  const pickedNow = useRef(picked);
  pickedNow.current = picked;
  useEffect(
    () => () => {
      for (const file of pickedNow.current) URL.revokeObjectURL(file.url);
    },
    [],
  );

  const kept = (existing?.media ?? []).filter((media) => !removed.includes(media.id));
  const previews: MediaPreview[] = [
    ...kept.map((media) => ({
      key: `saved-${media.id}`,
      type: media.media_type,
      url: media.media_type === "image" ? imageVariantUrl(media.file_url, 320) : media.file_url,
    })),
    ...picked.map(({ key, type, url }) => ({ key, type, url })),
  ];

  const pick = async (files: File[], type: "image" | "video") => {
    const videos = previews.filter((preview) => preview.type === "video").length;
    const { taken, problem: left } = takePicked(files, type, { total: previews.length, videos });
    // The server reads videos itself (their length); a photo the browser cannot show is left out now.
    const shows = await Promise.all(taken.map((file) => type === "video" || imageDecodes(file.url)));
    const kept = taken.filter((_file, at) => shows[at]);
    for (const file of taken) if (!kept.includes(file)) URL.revokeObjectURL(file.url);
    setPicked((current) => [...current, ...kept]);
    setProblem(kept.length < taken.length ? reviewMessages.photoUnreadable : left);
  };
  const remove = (key: string) => {
    const saved = /^saved-(\d+)$/.exec(key);
    if (saved) setRemoved((current) => [...current, Number(saved[1])]);
    const file = picked.find((each) => each.key === key);
    if (file) URL.revokeObjectURL(file.url);
    setPicked((current) => current.filter((each) => each.key !== key));
    setProblem(null);
  };

  const blank = text.trim() === "";
  const submit = () => {
    if (blank || save.isPending) return;
    setProblem(null);
    save.mutate(
      {
        productId,
        orderId,
        reviewId: existing?.id,
        rating,
        text,
        files: picked.map(({ file, type }) => ({ file, type })),
        removeMedia: removed,
      },
      {
        onSuccess: ({ review }) => {
          toast.success(existing ? reviewMessages.updated : reviewMessages.submitted);
          onSaved(review);
        },
        onError: (error) => {
          toast.error(reviewMessages.failed);
          setProblem(messageForError(error));
        },
      },
    );
  };

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {existing && (
        <div className="flex gap-3 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <div>
            <p className="font-semibold">{reviewMessages.alreadyReviewed}</p>
            <p>{reviewMessages.canEdit}</p>
          </div>
        </div>
      )}
      <StarInput value={rating} onChange={setRating} />
      <TextAreaField
        label="Your review"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={5}
        maxLength={maxReviewTextLength}
        placeholder="How was it? Taste, freshness, packing…"
        hint={`${text.length} / ${maxReviewTextLength} characters`}
      />
      <MediaPicker previews={previews} onPick={(files, type) => void pick(files, type)} onRemove={remove} />
      {problem && <ErrorBox>{problem}</ErrorBox>}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={blank || save.isPending}
        aria-busy={save.isPending}
      >
        {existing ? reviewMessages.update : reviewMessages.submit}
      </Button>
    </form>
  );
}
