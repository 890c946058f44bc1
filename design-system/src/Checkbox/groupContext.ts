import { createContext } from 'react';

/** What a CheckboxGroup tells the checkboxes inside it. */
export interface CheckboxGroupState {
  value: readonly string[];
  toggle: (value: string, isSelected: boolean) => void;
  name?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);
