/** One key factory for the libraries: invalidating `all` refreshes every list and detail. */
export const libraryKeys = {
  all: ['library'] as const,
  trainings: (query: Record<string, unknown>) => [...libraryKeys.all, 'trainings', query] as const,
  training: (id: string) => [...libraryKeys.all, 'training', id] as const,
  covid: (query: Record<string, unknown>) => [...libraryKeys.all, 'covid', query] as const,
  forms: (query: Record<string, unknown>) => [...libraryKeys.all, 'forms', query] as const,
};

/** A library file's address: a download, or with `inline` a PDF opened in the browser. */
export const libraryAttachmentUrl = (id: string, inline = false) =>
  `/api/library-attachments/${encodeURIComponent(id)}${inline ? '?inline=1' : ''}`;
