import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type Ref, useEffect, useId, useImperativeHandle } from "react";
import { EditorToolbar } from "./editor-toolbar";

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form's field ref, so a server error on this field can focus the editor. */
  focusRef?: Ref<{ focus: () => void }>;
};

/**
 * Rich text for policies and blog posts (TipTap): headings, bold, italic, lists, links and quotes, the
 * tags the server's sanitiser keeps. Written in the store's own typography (prose-mithaas), so staff
 * see the page as shoppers will. Lives only in back-office chunks.
 */
export function RichTextEditor({ label, value, onChange, onBlur, error, focusRef }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: "prose-mithaas min-h-72 px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A new value from outside (another policy chosen, the server's sanitised copy after a save).
  useEffect(() => {
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(focusRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const focused = useEditorState({ editor, selector: ({ editor: current }) => current.isFocused });

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-cocoa-800">
        {label}
      </span>
      <div
        className={`rounded-xl border bg-white shadow-xs ${
          error ? "border-red-400" : "border-cocoa-200"
        } ${focused ? "border-amber-500 ring-4 ring-amber-100" : ""}`}
      >
        <EditorToolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
