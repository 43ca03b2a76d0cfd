import { isAllowedImageUrl } from "@common/images";
import { type PhotoWidth, photoSrcSet, photoUrl } from "@common/photos";
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

/** Origins listing photos may come from (ours and IMAGE_HOSTS), as the root loader hands them out. */
function useImageOrigins(): readonly string[] {
  const root = useRouteLoaderData("root") as { imageOrigins?: string[] } | undefined;
  return root?.imageOrigins ?? [];
}

/**
 * A listing's photo: an uploaded one from our storage (`photoPrefix`: WebP at 480/960/1600 px under
 * /media/, chosen by `srcset`/`sizes`), else the older image URL field, else, or when it fails to load, the
 * "No photo yet" placeholder (also for a URL on a host the Content-Security-Policy does not allow: the
 * browser would block it and show a broken image).
 */
export function ListingPhoto({
  photoPrefix,
  src,
  alt,
  className,
  compact = false,
  priority = false,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  fallbackWidth = 480,
}: {
  /** The storage prefix of an uploaded photo (the cover on cards). */
  photoPrefix?: string | null;
  /** The listing's image URL field (older listings, imports). */
  src?: string | null;
  alt: string;
  className?: string;
  /** Small thumbnails: a smaller icon and caption. */
  compact?: boolean;
  /**
   * The page's largest image above the fold (its LCP element: the first card, a listing's photo): loaded
   * at once with high priority. Every other photo loads lazily.
   */
  priority?: boolean;
  /** How wide the photo shows, for the browser's pick from `srcset`. */
  sizes?: string;
  /** The `src` for browsers without `srcset`. */
  fallbackWidth?: PhotoWidth;
}) {
  const origins = useImageOrigins();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const key = photoPrefix ?? src ?? "";
  // An image that failed before hydration (no onError then) shows the placeholder once React runs.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && key) setFailed(true);
  }, [key]);
  const shown = !failed && (photoPrefix || (src && isAllowedImageUrl(src, origins)));
  if (shown) {
    const common = {
      ref,
      loading: priority ? ("eager" as const) : ("lazy" as const),
      fetchPriority: priority ? ("high" as const) : undefined,
      decoding: "async" as const,
      onError: () => setFailed(true),
      className: cn("object-cover", className),
    };
    return photoPrefix ? (
      <img
        {...common}
        alt={alt}
        src={photoUrl(photoPrefix, fallbackWidth)}
        srcSet={photoSrcSet(photoPrefix)}
        sizes={sizes}
      />
    ) : (
      <img {...common} alt={alt} src={src ?? undefined} />
    );
  }
  return <NoPhoto className={className} compact={compact} />;
}

/** The designed "No photo yet" placeholder. */
export function NoPhoto({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  return (
    <div
      data-testid="no-photo"
      className={cn(
        "flex flex-col items-center justify-center gap-1 bg-brand-50 bg-[radial-gradient(var(--color-brand-100)_1px,transparent_1px)] bg-[length:14px_14px] text-brand-800",
        className,
      )}
    >
      <Icon name="house" className={compact ? "size-6" : "size-10"} strokeWidth={1.5} />
      <span className={cn("font-medium", compact ? "text-xs" : "text-sm")}>{t("listings.noPhoto")}</span>
    </div>
  );
}
