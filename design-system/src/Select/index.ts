export {
  Select,
  SelectItem,
  type SelectItemProps,
  type SelectKey,
  type SelectProps,
} from './Select';
