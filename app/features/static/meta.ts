/** The `meta` of a static page from its loader's data (`staticPageData` in ./meta.server). */
export function staticMeta(data: { meta: { title: string; description: string } } | undefined) {
  if (!data) return [];
  const { title, description } = data.meta;
  return description ? [{ title }, { name: "description", content: description }] : [{ title }];
}
