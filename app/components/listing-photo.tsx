import { isAllowedImageUrl } from "@common/images";
import { House } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";

/** Origins listing photos may come from (ours and IMAGE_HOSTS), as the root loader hands them out. */
function useImageOrigins(): readonly string[] {
  const root = useRouteLoaderData("root") as { imageOrigins?: string[] } | undefined;
  return root?.imageOrigins ?? [];
}

/**
 * A listing's photo, or the "No photo yet" placeholder when it has none or its URL is on a host that the
 * Content-Security-Policy does not allow (the browser would block it and show a broken image).
 */
export function ListingPhoto({
  src,
  alt,
  className,
  compact = false,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Small thumbnails: a smaller icon and caption. */
  compact?: boolean;
  /**
   * The page's largest image above the fold (its LCP element: the first card, a listing's photo): loaded
   * at once with high priority. Every other photo loads lazily.
   */
  priority?: boolean;
}) {
  const origins = useImageOrigins();
  if (src && isAllowedImageUrl(src, origins)) {
    return (
      <img
        src={src}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("object-cover", className)}
      />
    );
  }
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-1 bg-brand-50 bg-[radial-gradient(var(--color-brand-100)_1px,transparent_1px)] bg-[length:14px_14px] text-brand-800",
        className,
      )}
    >
      <House className={compact ? "size-6" : "size-10"} aria-hidden="true" strokeWidth={1.5} />
      <span className={cn("font-medium", compact ? "text-xs" : "text-sm")}>No photo yet</span>
    </div>
  );
}
