import { MAX_PHOTOS_PER_LISTING, PHOTO_ACCEPT, type PhotoRef } from "@common/photos";
import photoLimits from "@common/schemas/listing-photos?limits";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Icon } from "~/components/icon";
import { ListingPhoto } from "~/components/listing-photo";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Field, FileInput, FormErrors } from "~/components/ui/field";
import { type ActionResult, formSchema, resultFor, useSchemaForm } from "~/lib/forms";
import { useT } from "~/lib/i18n";

const photoUploadForm = formSchema(
  () => import("@common/schemas/listing-photos"),
  "photoUploadSchema",
  photoLimits,
);

/** The file picker offers HEIC too: the server then says why it can't take it yet (PHOTO_MESSAGES.heic). */
const PICKER_ACCEPT = `${PHOTO_ACCEPT},image/heic,image/heif`;

/**
 * The landlord's photo manager: pick up to 12 photos (a plain multipart post, so it works without
 * JavaScript; with it, the chosen files show as previews before the upload), then move each up or down, make
 * it the cover, or remove it. Every button is a small form posting to the page's action.
 */
export function PhotoManager({
  listingId,
  listingTitle,
  photos,
  lastResult,
}: {
  listingId: string;
  listingTitle: string;
  photos: PhotoRef[];
  lastResult?: ActionResult;
}) {
  const action = `/landlord-dashboard/listings/${listingId}/photos`;
  const room = MAX_PHOTOS_PER_LISTING - photos.length;
  const changeResult = lastResult && !resultFor(lastResult, "upload") ? lastResult : undefined;
  const t = useT();
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-bold">{t("listingForm.photoManager.add")}</h2>
        {room > 0 ? (
          <PhotoUploadForm listingId={listingId} room={room} lastResult={resultFor(lastResult, "upload")} />
        ) : (
          <p className="mt-2 text-slate-600">
            {t("listingForm.photoManager.full", { max: MAX_PHOTOS_PER_LISTING })}
          </p>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold">{t("listingForm.photoManager.yours")}</h2>
          <p className="text-sm text-slate-600" data-testid="photo-count">
            {t("listingForm.photoManager.count", { count: photos.length, max: MAX_PHOTOS_PER_LISTING })}
          </p>
        </div>
        <FormErrors errors={changeResult?.error?.[""] ?? undefined} />
        {photos.length === 0 ? (
          <p className="mt-3 text-slate-600">{t("listingForm.photoManager.empty")}</p>
        ) : (
          <ol
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t("listingForm.photoManager.listLabel", { title: listingTitle })}
          >
            {photos.map((photo, index) => (
              <PhotoItem key={photo.id} action={action} photo={photo} index={index} count={photos.length} />
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

/** The upload form; it posts to the photo page's action, which comes back to the photo page. */
export function PhotoUploadForm({
  listingId,
  room,
  lastResult,
}: {
  listingId: string;
  room: number;
  lastResult?: ActionResult;
}) {
  const action = `/landlord-dashboard/listings/${listingId}/photos`;
  const [form, fields] = useSchemaForm(photoUploadForm, { id: "photo-upload", lastResult });
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const t = useT();
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="mt-3 space-y-4"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="upload" />
      <PhotoFileInput
        meta={fields.photos}
        label={t("listingForm.photos.choose")}
        hint={t("listingForm.photoManager.uploadHint", { room })}
      />
      <Button type="submit" disabled={uploading}>
        <Icon name="image-plus" className="size-4" />
        {t(uploading ? "listingForm.photoManager.uploading" : "listingForm.photoManager.upload")}
      </Button>
    </Form>
  );
}

function PhotoItem({
  action,
  photo,
  index,
  count,
}: {
  action: string;
  photo: PhotoRef;
  index: number;
  count: number;
}) {
  const n = index + 1;
  const t = useT();
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200" data-testid="managed-photo">
      <div className="relative">
        <ListingPhoto
          photoPrefix={photo.prefix}
          alt={t(index === 0 ? "listingForm.photoManager.coverAlt" : "listingForm.photoManager.photoAlt", {
            n,
          })}
          sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
          className="aspect-[4/3] w-full"
        />
        {index === 0 ? (
          <Badge tone="success" className="absolute top-2 left-2 shadow">
            {t("listingForm.photoManager.cover")}
          </Badge>
        ) : null}
      </div>
      <Form method="post" action={action} className="flex flex-wrap gap-1.5 p-2">
        <input type="hidden" name="photoId" value={photo.id} />
        <Button
          type="submit"
          name="intent"
          value="up"
          size="sm"
          variant="outline"
          disabled={index === 0}
          aria-label={t("listingForm.photoManager.moveEarlierName", { n })}
          title={t("listingForm.photoManager.moveEarlier")}
        >
          <Icon name="arrow-up" className="size-4" />
        </Button>
        <Button
          type="submit"
          name="intent"
          value="down"
          size="sm"
          variant="outline"
          disabled={index === count - 1}
          aria-label={t("listingForm.photoManager.moveLaterName", { n })}
          title={t("listingForm.photoManager.moveLater")}
        >
          <Icon name="arrow-down" className="size-4" />
        </Button>
        {index > 0 ? (
          <Button
            type="submit"
            name="intent"
            value="cover"
            size="sm"
            variant="outline"
            aria-label={t("listingForm.photoManager.makeCoverName", { n })}
          >
            <Icon name="star" className="size-4" />
            {t("listingForm.photoManager.makeCover")}
          </Button>
        ) : null}
        <Button
          type="submit"
          name="intent"
          value="remove"
          size="sm"
          variant="outline-danger"
          className="ml-auto"
          aria-label={t("listingForm.photoManager.removeName", { n })}
        >
          <Icon name="trash" className="size-4" />
          {t("listingForm.photoManager.remove")}
        </Button>
      </Form>
    </li>
  );
}

/**
 * The edit page's Photos section: the photos in order (the first is the cover), the upload form, and a link
 * to the photo page to reorder, choose the cover or remove.
 */
export function PhotosSection({ listingId, photos }: { listingId: string; photos: PhotoRef[] }) {
  const room = MAX_PHOTOS_PER_LISTING - photos.length;
  const t = useT();
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="photos-heading" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="photos-heading" className="text-xl font-bold">
          {t("listingForm.photoManager.section")}
        </h2>
        <p className="text-sm text-slate-600">
          {t("listingForm.photoManager.count", { count: photos.length, max: MAX_PHOTOS_PER_LISTING })}
        </p>
      </div>
      {photos.length ? (
        <ol className="mt-3 flex flex-wrap gap-2" aria-label={t("listingForm.photoManager.inOrder")}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <ListingPhoto
                photoPrefix={photo.prefix}
                alt={t(
                  index === 0 ? "listingForm.photoManager.coverAlt" : "listingForm.photoManager.photoAlt",
                  {
                    n: index + 1,
                  },
                )}
                sizes="96px"
                className="h-16 w-24 rounded-md border border-slate-200"
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-600">{t("listingForm.photoManager.empty")}</p>
      )}
      {room > 0 ? <PhotoUploadForm listingId={listingId} room={room} /> : null}
      {photos.length ? (
        <Button asChild variant="outline" className="mt-4">
          <Link to={`/landlord-dashboard/listings/${listingId}/photos`}>
            {t("listingForm.photoManager.manage")}
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * The photo file field (several files, picked or dragged onto it) with previews of the chosen files before
 * they are sent; the server checks each file's real type and size.
 */
export function PhotoFileInput({
  meta,
  label,
  hint,
}: {
  meta: Parameters<typeof getInputProps>[0] & { descriptionId: string; errorId: string; errors?: string[] };
  label: string;
  hint: string;
}) {
  const [previews, setPreviews] = useState<{ url: string; name: string }[]>([]);
  const t = useT();
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );
  return (
    <div className="space-y-3">
      <Field meta={meta} label={label} hint={hint}>
        <FileInput
          {...getInputProps(meta, { type: "file", ariaDescribedBy: meta.descriptionId })}
          multiple
          accept={PICKER_ACCEPT}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            setPreviews(
              files
                .filter((f) => f.type.startsWith("image/") && f.type !== "image/heic")
                .map((f) => ({ url: URL.createObjectURL(f), name: f.name })),
            );
          }}
        />
      </Field>
      {previews.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("listingForm.photoManager.previews")}>
          {previews.map((p) => (
            <li key={p.url}>
              <img
                src={p.url}
                alt={p.name}
                className="size-20 rounded-md border border-slate-200 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
