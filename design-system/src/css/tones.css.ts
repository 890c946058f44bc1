import { vars } from '../tokens/theme.css';

/**
 * Each tone pairs a soft surface with its text colour, so a tone reads alike in the light and the
 * dark theme; every pair is in the contrast test. Components take the tones they offer from here.
 */
export const softTones = {
  neutral: { background: vars.color.surface.neutralSoft, color: vars.color.text.primary },
  brand: { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
  positive: { background: vars.color.surface.positiveSoft, color: vars.color.text.positive },
  critical: { background: vars.color.surface.criticalSoft, color: vars.color.text.critical },
  caution: { background: vars.color.surface.cautionSoft, color: vars.color.text.caution },
  info: { background: vars.color.surface.infoSoft, color: vars.color.text.info },
  accent: { background: vars.color.surface.accentSoft, color: vars.color.text.accent },
};
