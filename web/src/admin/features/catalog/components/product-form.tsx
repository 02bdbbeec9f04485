import { type AdminProduct, type ProductFormValues, productInput } from "@contract/admin/catalog";
import type { AdminCategory } from "@contract/admin/categories";
import type { AdminOccasion } from "@contract/admin/occasions";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { ApiError } from "@web/lib/http";
import { ArrowLeft } from "lucide-react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { productQueryOptions } from "../api/get-product";
import { useSaveProduct } from "../api/save-product";
import { CustomizableFieldsField } from "./customizable-fields-field";
import { DeleteProductButton } from "./delete-product-button";
import { FaqsField } from "./faqs-field";
import { FeaturesField } from "./features-field";
import { FormSection } from "./form-section";
import { OccasionsField } from "./occasions-field";
import { ProductBasics, ProductDelivery, ProductPricing } from "./product-basics";
import { productFormValues } from "./product-form-values";
import { ProductImagesField } from "./product-images-field";
import { ProductTax } from "./product-tax";
import { SimilarProductsField } from "./similar-products-field";

type ProductFormProps = {
  product: AdminProduct | null;
  categories: AdminCategory[];
  /** Every occasion and recipient, hidden ones too, for the "Occasions & recipients" checkboxes. */
  occasions: AdminOccasion[];
  categoryId: number | null;
};

/**
 * The whole product on one page, checked by the contract's schema before it is sent. The values are
 * sent as typed (rupees as text); a failed save keeps them and puts the server's messages under the fields.
 */
export function ProductForm({ product, categories, occasions, categoryId }: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productInput, undefined, { raw: true }),
    defaultValues: productFormValues(product, categoryId),
  });
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = product?.id ?? null;
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id, values }),
    savedMessage: id === null ? "Product created" : "Product saved",
    afterSave: (saved) => {
      if (id === null) navigate(`/admin/products/${saved.id}`, { replace: true });
      else form.reset(productFormValues(saved, null));
    },
    afterFailure: async (error) => {
      if (id !== null && error instanceof ApiError && error.status === 409) {
        // Checkout changed the stock: the next save compares with today's number, which the message names.
        const fresh = await queryClient.fetchQuery(productQueryOptions(id));
        form.setValue("expected_stock", fresh.stock);
      }
    },
    invalidMessage: "Please fix the marked fields and save again",
  });

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <FormSection title="Product">
          <ProductBasics categories={categories} />
        </FormSection>
        <FormSection
          title="Occasions & recipients"
          hint="Shoppers find the product on these pages and by these words in search."
        >
          <OccasionsField occasions={occasions} />
        </FormSection>
        <FormSection title="Price and stock">
          <ProductPricing editing={id !== null} />
        </FormSection>
        <FormSection title="Delivery">
          <ProductDelivery />
        </FormSection>
        <FormSection title="Tax">
          <ProductTax />
        </FormSection>
        <FormSection title="Pictures" hint="The first picture is the main one on cards and the product page.">
          <ProductImagesField />
        </FormSection>
        <FormSection title="Features">
          <FeaturesField />
        </FormSection>
        <FormSection title="Questions and answers">
          <FaqsField />
        </FormSection>
        <FormSection
          title="Personalisation"
          hint="Fields customers fill in before checkout. None: not customisable."
        >
          <CustomizableFieldsField />
        </FormSection>
        <FormSection title="You may also like">
          <SimilarProductsField productId={id} />
        </FormSection>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-cocoa-100 border-t bg-white/95 px-4 py-3 backdrop-blur md:gap-3 lg:-mx-8 lg:px-8">
          {failure && <ErrorBox className="w-full">{failure}</ErrorBox>}
          <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving…" : id === null ? "Create product" : "Save product"}
          </Button>
          <ButtonLink to="/admin/products" variant="outline" size="sm">
            <ArrowLeft aria-hidden="true" className="size-4" /> Products
          </ButtonLink>
          {product && <DeleteProductButton product={product} />}
        </div>
      </form>
    </FormProvider>
  );
}
