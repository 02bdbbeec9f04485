/** The card that travels with the gift: the message as written, signed with the sender's name. */
export function GiftCard({ message, from }: { message: string | null; from: string | null }) {
  if (!message && !from) return null;
  return (
    <figure
      aria-label="Gift card"
      className="rounded-lg border border-amber-300 border-dashed bg-cream-50 p-3"
    >
      {message && (
        <blockquote className="whitespace-pre-wrap font-display text-cocoa-900">{message}</blockquote>
      )}
      {from && <figcaption className="mt-2 text-right text-cocoa-700">— {from}</figcaption>}
    </figure>
  );
}
