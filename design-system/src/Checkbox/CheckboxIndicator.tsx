import * as styles from './Checkbox.css';

interface CheckboxIndicatorProps {
  isSelected: boolean;
  isIndeterminate?: boolean;
}

/** The drawn box, right after the native input whose state styles it. */
export function CheckboxIndicator({ isSelected, isIndeterminate }: CheckboxIndicatorProps) {
  return (
    <span className={styles.box} aria-hidden>
      <svg viewBox="0 0 16 16" className={styles.mark}>
        {isIndeterminate ? (
          <path d="M3.5 8 H12.5" />
        ) : (
          isSelected && <path d="M3.5 8.5 L6.5 11.5 L12.5 4.5" />
        )}
      </svg>
    </span>
  );
}
