export type StepStatus = 'complete' | 'current' | 'upcoming';

/**
 * Where a step stands relative to the current one: those before it are complete, and so is one
 * after it that was finished before (`isComplete`: the person went back to an earlier step).
 */
export function stepStatus(index: number, currentIndex: number, isComplete = false): StepStatus {
  if (index === currentIndex) return 'current';
  return index < currentIndex || isComplete ? 'complete' : 'upcoming';
}
