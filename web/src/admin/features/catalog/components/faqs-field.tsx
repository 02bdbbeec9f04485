import type { ProductFormValues } from "@contract/admin/catalog";
import { productLimits } from "@contract/admin/catalog-rules";
import { Button } from "@web/components/ui/button";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { GroupError } from "./form-section";

/** Questions and answers shown in the product page's FAQ accordion, in order. */
export function FaqsField() {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "faqs", keyName: "rowKey" });
  const errors = formState.errors.faqs;
  return (
    <div className="space-y-4">
      {fields.map((field, index) => (
        <fieldset key={field.rowKey} className="space-y-3 rounded-lg border border-cocoa-100 p-3">
          <legend className="px-1 text-sm font-semibold text-cocoa-800">Question {index + 1}</legend>
          <TextField
            label="Question"
            error={errors?.[index]?.question?.message}
            {...register(`faqs.${index}.question`)}
          />
          <TextAreaField
            label="Answer"
            rows={3}
            error={errors?.[index]?.answer?.message}
            {...register(`faqs.${index}.answer`)}
          />
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove question {index + 1}
          </Button>
        </fieldset>
      ))}
      <GroupError message={errors?.message ?? errors?.root?.message} />
      {fields.length < productLimits.faqs && (
        <Button variant="outline" size="sm" onClick={() => append({ question: "", answer: "" })}>
          <Plus aria-hidden="true" className="size-4" /> Add a question
        </Button>
      )}
    </div>
  );
}
