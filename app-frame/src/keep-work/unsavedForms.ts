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

type Leave = () => void;

/** How the app asks before unsaved work is left (the LeaveGuard's dialog), once it is mounted. */
let askToLeave: ((leave: Leave) => void) | undefined;

export function setLeaveQuestion(ask: ((leave: Leave) => void) | undefined): void {
  askToLeave = ask;
}

/**
 * Runs `leave` (signing out, a step Back) at once, or, while a form of the page holds unsaved
 * changes, once the person agrees to lose them.
 */
export function confirmLeave(leave: Leave): void {
  if (askToLeave && hasUnsavedWork()) askToLeave(leave);
  else leave();
}
