import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'>;

export function Button(props: ButtonProps) {
  return <AriaButton {...props} className={styles.button} />;
}
