// A real file, never a data: URI (`no-inline`): `<use>` only follows a same-origin URL. Built as
// /assets/icons-HASH.svg (a year's immutable caching, precached by the service worker).
import spriteUrl from "~/assets/icons.svg?url&no-inline";
import type { IconName } from "~/components/icon-names";

/**
 * A lucide icon drawn from the sprite (app/assets/icons.svg, `npm run icons:sprite`): one small `<svg>` with a
 * `<use>`, the look of lucide-react's component (the `.icon` rule of app.css: 24x24, stroke 2, round caps and
 * joins, the text colour). Every icon in the app is decorative, next to text or inside a labelled control, so
 * it is hidden from assistive technology; size and colour come from `className` ("size-4 text-brand-600").
 */
export function Icon({
  name,
  className,
  strokeWidth = 2,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      className={className ? `icon ${className}` : "icon"}
      style={strokeWidth === 2 ? undefined : { strokeWidth }}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
