export type StepStatus = 'complete' | 'current' | 'upcoming';

/** Where a step stands relative to the current one. */
export function stepStatus(index: number, currentIndex: number): StepStatus {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}
