/** The forms of this tab that hold unsaved changes now, each asked at the moment of leaving. */
const unsavedForms = new Set<() => boolean>();

/** Registers a form's question "do you hold unsaved changes?"; returns the way to unregister. */
export function registerUnsavedForm(isUnsaved: () => boolean): () => void {
  unsavedForms.add(isUnsaved);
  return () => void unsavedForms.delete(isUnsaved);
}

export function hasUnsavedWork(): boolean {
  return [...unsavedForms].some((isUnsaved) => isUnsaved());
}
