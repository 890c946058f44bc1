export { Card, type CardProps } from './Card';
export { SectionCard, type SectionCardProps } from './SectionCard';
