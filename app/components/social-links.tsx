import type { SocialLink } from "@common/constants";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n";

const TONES = {
  light: "border-slate-300 text-slate-800 hover:bg-slate-50",
  dark: "border-slate-600 text-slate-200 hover:border-slate-400 hover:text-white",
} as const;

/**
 * Our own social accounts as pills that open in a new tab (the footer on dark, the contact page on light).
 * The caller leaves the list out when no account is configured.
 */
export function SocialLinks({ links, tone }: { links: SocialLink[]; tone: keyof typeof TONES }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn("inline-block rounded-full border px-3 py-1.5 text-sm", TONES[tone])}
          >
            {s.name}
            <span className="sr-only"> {t("shell.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
