import { MessageCircle } from "lucide-react";
import { whatsappHref } from "../../lib/contact-links";

export function ChatButton({ phone }: { phone: string }) {
  return (
    <a
      href={whatsappHref(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex size-13 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lift ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#1ebe5b] md:right-6 md:bottom-6 md:size-14"
    >
      <MessageCircle aria-hidden="true" className="size-6 md:size-7" />
    </a>
  );
}
