import { type Editor, useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { type MouseEvent, useState } from "react";
import { LinkBar } from "./editor-link-bar";

type Tool = {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

/**
 * A click on a formatting button must not take the focus from the text: the editor's own focus() comes
 * back a frame later, and whatever is typed in between (Bold, then straight on) would be lost. Keyboard
 * users reach the buttons with Tab and the command's focus() brings them back to the text.
 */
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

const tools: Tool[] = [
  {
    label: "Heading",
    icon: Heading2,
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    label: "Subheading",
    icon: Heading3,
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive("heading", { level: 3 }),
  },
  { label: "Bold", icon: Bold, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive("bold") },
  {
    label: "Italic",
    icon: Italic,
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Bulleted list",
    icon: List,
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    icon: Quote,
    run: (e) => chain(e).toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
];

const buttonClass = (pressed: boolean) =>
  `flex size-9 items-center justify-center rounded-lg transition ${
    pressed ? "bg-cocoa-900 text-cream-100" : "text-cocoa-800 hover:bg-cocoa-100"
  } disabled:opacity-40`;

/** The editor's buttons; each shows whether it applies where the cursor is. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: tools.map((tool) => tool.active?.(current) ?? false),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  return (
    // Sticky below the phone's top bar, so the buttons stay in reach while writing a long policy.
    <div className="sticky top-14 z-10 rounded-t-xl border-cocoa-100 border-b bg-cocoa-50 lg:top-0">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 p-1.5">
        {tools.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={state.active[index] ?? false}
            className={buttonClass(state.active[index] ?? false)}
            onMouseDown={keepEditorFocus}
            onClick={() => tool.run(editor)}
          >
            <tool.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button
          type="button"
          title="Link"
          aria-label="Link"
          aria-pressed={state.link}
          aria-expanded={linking}
          className={buttonClass(state.link || linking)}
          onClick={() => setLinking((open) => !open)}
        >
          <Link2 aria-hidden="true" className="size-4" />
        </button>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-cocoa-200" />
        <button
          type="button"
          title="Undo"
          aria-label="Undo"
          disabled={!state.canUndo}
          className={buttonClass(false)}
          onMouseDown={keepEditorFocus}
          onClick={() => chain(editor).undo().run()}
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          title="Redo"
          aria-label="Redo"
          disabled={!state.canRedo}
          className={buttonClass(false)}
          onMouseDown={keepEditorFocus}
          onClick={() => chain(editor).redo().run()}
        >
          <Redo2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {linking && <LinkBar editor={editor} onClose={() => setLinking(false)} />}
    </div>
  );
}
