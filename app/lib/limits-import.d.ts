// `import limits from "@common/schemas/x?limits"` (vite-plugins/form-limits.ts): each exported object
// schema's HTML constraints, by export name.
declare module "*?limits" {
  const limits: Record<string, import("./form-limits").FieldLimits>;
  export default limits;
}
