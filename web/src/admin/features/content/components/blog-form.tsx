import { type AdminBlog, blogInput, slugify } from "@contract/admin/content-blogs";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { ImageUpload } from "@web/admin/components/image-upload";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCreateBlog } from "../api/create-blog";
import { useUpdateBlog } from "../api/update-blog";
import { FormFooter } from "./form-footer";
import { RichTextEditor } from "./rich-text-editor";

const valuesOf = (post: AdminBlog | null) => ({
  title: post?.title ?? "",
  slug: post?.slug ?? "",
  meta_description: post?.meta_description ?? "",
  main_image: post?.main_image ?? "",
  content: post?.content ?? "",
  is_published: post?.is_published ?? false,
});

/**
 * A new post (no `post`) or an edit. A new post's slug follows its title until staff type one; a
 * failed save keeps every field and the picture, with the server's errors under the fields.
 */
export function BlogForm({ post }: { post: AdminBlog | null }) {
  const navigate = useNavigate();
  const create = useCreateBlog();
  const update = useUpdateBlog(post?.id ?? 0);
  const save = post ? update : create;
  const [picture, setPicture] = useState<string | null>(post?.main_image_url ?? null);
  const form = useForm({ resolver: zodResolver(blogInput), defaultValues: valuesOf(post) });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: post ? "Post saved" : "Post added",
    afterSave: (saved) => {
      form.reset(valuesOf(saved));
      if (!post) navigate(`/admin/blogs/${saved.id}`, { replace: true });
    },
  });
  const errors = form.formState.errors;
  const title = form.register("title");

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="max-w-4xl space-y-6 rounded-2xl bg-white p-4 shadow-xs md:p-6"
    >
      <TextField
        label="Title"
        error={errors.title?.message}
        {...title}
        onChange={(event) => {
          void title.onChange(event);
          if (!post && !form.getFieldState("slug").isDirty) {
            form.setValue("slug", slugify(event.target.value));
          }
        }}
      />
      <TextField
        label="Slug"
        hint="The post's address: /blog/your-slug. Lower-case letters, digits and hyphens."
        error={errors.slug?.message}
        {...form.register("slug")}
      />
      <TextAreaField
        label="Meta description"
        rows={2}
        hint="One or two sentences for search results and the blog list."
        error={errors.meta_description?.message}
        {...form.register("meta_description")}
      />
      <Controller
        control={form.control}
        name="main_image"
        render={({ field, fieldState }) => (
          <ImageUpload
            label="Main picture"
            url={picture}
            aspect="aspect-[4/3]"
            error={fieldState.error?.message}
            onChange={(uploaded) => {
              field.onChange(uploaded?.key ?? "");
              setPicture(uploaded?.url ?? null);
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField
        label="Published"
        hint="Published posts show on the store's blog at once; drafts stay here."
        {...form.register("is_published")}
      />
      <FormFooter saving={save.isPending} error={failure} cancelTo="/admin/blogs" />
    </form>
  );
}
