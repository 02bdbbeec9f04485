import type { AdminProduct } from "@contract/admin/catalog";
import { Button } from "@web/components/ui/button";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { useDeleteProduct } from "../api/delete-product";

/** Deletes a product nothing remembers; one with orders or reviews is refused, and the toast says to hide it. */
export function DeleteProductButton({ product }: { product: AdminProduct }) {
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ml-auto text-red-700 hover:bg-red-50"
      disabled={remove.isPending}
      onClick={() => {
        if (!window.confirm(`Delete ${product.name}? This cannot be undone.`)) return;
        remove.mutate(product.id, {
          onSuccess: () => {
            toast.success(`${product.name} deleted`);
            navigate("/admin/products", { replace: true });
          },
          onError: (error) => toast.error(messageForError(error)),
        });
      }}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="sr-only md:not-sr-only">Delete</span>
    </Button>
  );
}
