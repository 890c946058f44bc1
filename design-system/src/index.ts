export { lightTheme, vars } from './tokens/theme.css';
export { Button, type ButtonProps } from './Button';
