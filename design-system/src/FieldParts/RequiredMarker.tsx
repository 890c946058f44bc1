// Its own module, free of RAC, so the native Select can show it as the forms kit's fields do.
import * as styles from './FieldParts.css';

/**
 * The asterisk beside a required field's label; hidden from screen readers, which hear the field's
 * required state.
 */
export function RequiredMarker() {
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      *
    </span>
  );
}
