import { Logo } from "./logo";

export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center justify-center border-b border-cocoa-100/80 bg-cream-100/90 px-4 backdrop-blur-md md:hidden">
      <Logo />
    </header>
  );
}
