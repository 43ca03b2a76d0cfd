import { type PhotoRef, photoUrl } from "@common/photos";
import { useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { ListingPhoto } from "~/components/listing-photo";
import { cn } from "~/lib/cn";
import { useAfterPageLoad } from "~/lib/hydrated";
import { useT } from "~/lib/i18n";

/** The main image's width: the page's left column from `lg`, the whole width below. */
const MAIN_SIZES = "(min-width: 1152px) 680px, (min-width: 1024px) 60vw, 100vw";

/**
 * The listing page's gallery: the photos side by side in a scroll-snap strip (swipe on a phone,
 * scroll without JavaScript), "Previous photo"/"Next photo" buttons and the arrow keys, and thumbnails that
 * jump to a photo (links to `#photo-N`, so they work without JavaScript too). The first photo is the page's
 * LCP image (eager, high priority); the other photos and the thumbnails are added once the page has loaded
 * (Chromium loads a scroller's lazy images ahead, and on a slow phone they would share the bandwidth with
 * the first photo); without JavaScript they are in a <noscript> and load lazily. No photos: the image URL field, or the
 * "No photo yet" placeholder.
 */
export function ListingGallery({
  photos,
  imageUrl,
  title,
}: {
  photos: PhotoRef[];
  imageUrl: string | null;
  title: string;
}) {
  const t = useT();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The photo a button or key asked for while the strip is still scrolling smoothly to it: the scroll
  // events on the way must not show (or start the next key press from) the photos it passes.
  const target = useRef<number | null>(null);
  const pageLoaded = useAfterPageLoad();
  const later = (image: React.ReactNode) => (pageLoaded ? image : <noscript>{image}</noscript>);
  const frame = "aspect-[16/10] w-full rounded-xl border border-slate-200";
  if (photos.length === 0) {
    return <ListingPhoto src={imageUrl} alt={title} className={frame} priority />;
  }
  const many = photos.length > 1;
  const go = (index: number) => {
    const el = strip.current;
    const to = Math.max(0, Math.min(photos.length - 1, index));
    setCurrent(to);
    target.current = to;
    el?.scrollTo({ left: to * el.clientWidth, behavior: "smooth" });
  };
  return (
    <section
      aria-label={t("listings.gallery.label", { title })}
      aria-roledescription={t("listings.gallery.role")}
      className="space-y-3"
    >
      <div className="relative">
        <div
          ref={strip}
          // The strip scrolls: keyboard users focus it and move with the arrow keys.
          tabIndex={many ? 0 : undefined}
          aria-label={
            many ? t("listings.gallery.strip", { current: current + 1, total: photos.length }) : undefined
          }
          role="group"
          data-testid="gallery-strip"
          className={cn(
            frame,
            "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-scrollbar]:hidden",
          )}
          onScroll={(event) => {
            const el = event.currentTarget;
            if (!el.clientWidth) return;
            const shown = Math.round(el.scrollLeft / el.clientWidth);
            if (target.current !== null && shown !== target.current) return;
            target.current = null;
            setCurrent(shown);
          }}
          // A finger, a wheel or a trackpad takes over from a button or key: its scroll decides.
          onPointerDown={() => {
            target.current = null;
          }}
          onWheel={() => {
            target.current = null;
          }}
          onScrollEnd={(event) => {
            const el = event.currentTarget;
            if (!el.clientWidth) return;
            const shown = Math.round(el.scrollLeft / el.clientWidth);
            // A scroll we asked for that stopped short (the browser ends a smooth scroll when the next one
            // starts, and may snap back): go on to the photo asked for.
            if (target.current !== null && shown !== target.current) {
              el.scrollTo({ left: target.current * el.clientWidth, behavior: "smooth" });
              return;
            }
            // Otherwise (a swipe that stopped where it liked), the photo it stopped on is the one shown.
            target.current = null;
            setCurrent(shown);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
              event.preventDefault();
              go((target.current ?? current) + (event.key === "ArrowRight" ? 1 : -1));
            } else if (event.key === "Home" || event.key === "End") {
              event.preventDefault();
              go(event.key === "Home" ? 0 : photos.length - 1);
            }
          }}
        >
          {photos.map((photo, index) => (
            <div
              key={photo.id}
              id={`photo-${index + 1}`}
              className="h-full w-full shrink-0 snap-center snap-always"
              aria-hidden={many && index !== current ? true : undefined}
            >
              {index === 0 ? (
                <ListingPhoto
                  photoPrefix={photo.prefix}
                  alt={
                    many ? t("listings.gallery.photoAlt", { title, current: 1, total: photos.length }) : title
                  }
                  className="h-full w-full"
                  sizes={MAIN_SIZES}
                  fallbackWidth={960}
                  priority
                />
              ) : (
                later(
                  <ListingPhoto
                    photoPrefix={photo.prefix}
                    alt={t("listings.gallery.photoAlt", { title, current: index + 1, total: photos.length })}
                    className="h-full w-full"
                    sizes={MAIN_SIZES}
                    fallbackWidth={960}
                  />,
                )
              )}
            </div>
          ))}
        </div>
        {many ? (
          <>
            <GalleryButton
              side="left"
              label={t("listings.gallery.previous")}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            />
            <GalleryButton
              side="right"
              label={t("listings.gallery.next")}
              disabled={current === photos.length - 1}
              onClick={() => go(current + 1)}
            />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-xs font-semibold text-white"
              aria-live="polite"
            >
              {current + 1} / {photos.length}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("listings.gallery.thumbnails")}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <a
                href={`#photo-${index + 1}`}
                aria-label={t("listings.gallery.show", { current: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(index);
                }}
                className={cn(
                  "block overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  index === current ? "border-brand-600" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <span className="block h-14 w-20 bg-slate-100 sm:h-16 sm:w-24">
                  {later(
                    <img
                      src={photoUrl(photo.prefix, 480)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                    />,
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GalleryButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md transition hover:bg-white disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon name={side === "left" ? "chevron-left" : "chevron-right"} className="size-6" />
    </button>
  );
}
