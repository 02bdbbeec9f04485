import { type AdminBanner, type BannerInput, bannerInput } from "@contract/admin/content-banners";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { ImageUpload } from "@web/admin/components/image-upload";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { TextField } from "@web/components/ui/form-field";
import { type RefObject, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCreateBanner } from "../api/create-banner";
import { useUpdateBanner } from "../api/update-banner";
import { FormFooter } from "./form-footer";
import { PhonePictureNotice } from "./phone-picture-notice";

const blank: BannerInput = { image: "", mobile_image: "", link: "", alt: "", is_active: true };

const valuesOf = (banner: AdminBanner): BannerInput => ({
  image: banner.image,
  mobile_image: banner.mobile_image,
  link: banner.link,
  alt: banner.alt,
  is_active: banner.is_active,
});

type Pictures = { image: string | null; mobile_image: string | null };

/** A new banner (no `banner`) or an edit; a failed save keeps everything typed and uploaded. */
export function BannerForm({ banner }: { banner: AdminBanner | null }) {
  const navigate = useNavigate();
  const create = useCreateBanner();
  const update = useUpdateBanner(banner?.id ?? 0);
  const save = banner ? update : create;
  const [previews, setPreviews] = useState<Pictures>({
    image: banner?.image_url ?? null,
    mobile_image: banner?.mobile_image_url ?? null,
  });
  const form = useForm({
    resolver: zodResolver(bannerInput),
    defaultValues: banner ? valuesOf(banner) : blank,
  });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: banner ? "Banner saved" : "Banner added",
    afterSave: () => navigate("/admin/banners"),
  });
  const errors = form.formState.errors;
  const phoneInput = useRef<HTMLInputElement>(null);
  const [phonePictureKept, setPhonePictureKept] = useState(false);
  const [image, mobileImage] = form.watch(["image", "mobile_image"]);
  const phonePictureIsOld =
    banner !== null && image !== banner.image && mobileImage === banner.mobile_image && !phonePictureKept;

  const picture = (
    name: keyof Pictures,
    label: string,
    aspect: string,
    hint: string,
    width: string,
    inputRef?: RefObject<HTMLInputElement | null>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={width}>
          <ImageUpload
            label={label}
            url={previews[name]}
            aspect={aspect}
            inputRef={inputRef}
            error={fieldState.error?.message}
            onChange={(uploaded) => {
              field.onChange(uploaded?.key ?? "");
              setPreviews((current) => ({ ...current, [name]: uploaded?.url ?? null }));
            }}
          />
          <p className="mt-1.5 text-xs text-cocoa-500">{hint}</p>
        </div>
      )}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="max-w-3xl space-y-6 rounded-2xl bg-white p-4 shadow-xs md:p-6"
    >
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_12rem]">
        {picture("image", "Desktop picture", "aspect-[8/3]", "Wide, about 1600 × 600.", "max-w-xs")}
        {picture(
          "mobile_image",
          "Phone picture",
          "aspect-square",
          "Square, about 800 × 800.",
          "max-w-48",
          phoneInput,
        )}
      </div>
      {phonePictureIsOld && (
        <PhonePictureNotice
          onReplace={() => phoneInput.current?.click()}
          onKeep={() => setPhonePictureKept(true)}
        />
      )}
      <TextField
        label="Link"
        placeholder="/categories/festive-specials"
        hint="A path on this store (starting with /) or an https:// address."
        error={errors.link?.message}
        {...form.register("link")}
      />
      <TextField
        label="Alt text"
        hint="What the picture says, for shoppers who cannot see it."
        error={errors.alt?.message}
        {...form.register("alt")}
      />
      <CheckboxField label="Show on the home page" {...form.register("is_active")} />
      <FormFooter saving={save.isPending} error={failure} cancelTo="/admin/banners" />
    </form>
  );
}
