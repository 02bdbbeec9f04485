import { buttonClasses } from "@web/components/ui/button";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { useId, useState } from "react";
import { useSetStock } from "../api/set-stock";
import { StockBadge } from "./product-status-badge";

/**
 * The stock of one product, editable in its row. Saves the number typed together with the number shown,
 * so a sale made since the list loaded is never overwritten: the server answers 409 and the row
 * reloads with the current stock. The row remounts this cell when the stock changes (its key).
 */
export function StockCell({ id, name, stock }: { id: number; name: string; stock: number }) {
  // The table and the phone cards both render this cell, so ids come from useId, not the product.
  const inputId = useId();
  const [value, setValue] = useState(String(stock));
  const save = useSetStock();
  const typed = Number(value);
  const valid = value.trim() !== "" && Number.isInteger(typed) && typed >= 0;
  const changed = valid && typed !== stock;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed) return;
        save.mutate(
          { id, stock: typed, expected_stock: stock },
          {
            onSuccess: (saved) => toast.success(`Stock of ${name} is now ${saved.stock}`),
            onError: (error) => toast.error(messageForError(error)),
          },
        );
      }}
    >
      <label className="sr-only" htmlFor={inputId}>
        Stock of {name}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={valid ? undefined : true}
        className={`h-9 w-20 rounded-lg border bg-white px-2 text-cocoa-900 ${valid ? "border-cocoa-200" : "border-red-400"}`}
      />
      {changed ? (
        <button
          type="submit"
          disabled={save.isPending}
          className={buttonClasses("primary", "sm", "h-9 px-3")}
        >
          {save.isPending ? "Saving…" : "Save"}
        </button>
      ) : (
        <StockBadge stock={stock} />
      )}
    </form>
  );
}
