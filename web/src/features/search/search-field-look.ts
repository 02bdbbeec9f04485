/** The field's look, before and after the combobox takes its place. */
export const searchFieldClass =
  "h-11 w-full rounded-full border border-cocoa-200 bg-white pr-4 pl-10 text-sm text-cocoa-900 shadow-xs placeholder:text-cocoa-400 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden";

/**
 * The top bar's form: as wide as the room between logo and nav, and wider while in use, over the nav,
 * so what is typed and the suggestions under it can be read.
 */
export const headerFormClass =
  "absolute inset-y-0 left-0 w-full transition-[width] duration-200 focus-within:z-10 focus-within:w-[max(100%,24rem)]";
