import type * as React from "react";
import { cn } from "~/lib/cn";
import { useEnglishText } from "~/lib/i18n";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

export function Input({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

/** A file picker: a dashed drop area with a styled "Choose files" button. */
export function FileInput({ className, ...props }: React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="file"
      className={cn(
        "block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-white px-3 py-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, "min-h-28", className)} {...props} />;
}

export function Select({ className, ...props }: React.SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(control, "h-11", className)} {...props} />;
}

export function Label({
  className,
  size = "sm",
  ...props
}: React.LabelHTMLAttributes<HTMLLabelElement> & { size?: "sm" | "xs" }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label
      className={cn(
        "mb-1.5 block font-medium text-slate-800",
        size === "xs" ? "text-xs" : "text-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A labelled form field with its hint and its error underneath, wired up for screen readers. Pass the
 * field's Conform metadata; the control gets its own props, ids and aria attributes from
 * `getInputProps`/`getSelectProps`/`getTextareaProps` (with a hint: `hintedInputProps` from ~/lib/forms,
 * or add `ariaDescribedBy: meta.descriptionId`):
 *
 *   <Field meta={fields.email} label="Email">
 *     <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
 *   </Field>
 */
export function Field({
  meta,
  label,
  hint,
  children,
}: {
  meta: { id: string; errorId: string; descriptionId: string; errors?: string[] };
  label: React.ReactNode;
  hint?: string;
  children: React.ReactNode;
}) {
  // Schemas and the server write errors in English; shown in the page's language (docs/i18n.md).
  const errorText = useEnglishText("error");
  const error = meta.errors?.[0];
  return (
    <div>
      <Label htmlFor={meta.id}>{label}</Label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-600" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Errors for the whole form (e.g. "Invalid email or password"), announced when they appear. */
export function FormErrors({ id, errors }: { id?: string; errors?: string[] }) {
  const errorText = useEnglishText("error");
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
      {errors.map((message) => (
        <p key={message}>{errorText(message)}</p>
      ))}
    </div>
  );
}
