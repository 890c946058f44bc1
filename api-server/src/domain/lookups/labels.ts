// The option items' names in Spanish. The lookups table holds the English names (or, for items
// without a label, a value that is its own name); a request asking for Spanish gets these instead.
import type { LookupItem, LookupType } from '@hci/api-schema';

export type LookupLanguage = 'EN' | 'ES';

const spanishLabels: Partial<Record<LookupType, Readonly<Record<string, string>>>> = {
  COUNTRY: { US: 'Estados Unidos', MX: 'México', CA: 'Canadá' },
  EDUCATION_LEVEL: {
    'High school': 'Bachillerato',
    "Associate's degree": 'Título de técnico superior',
    "Bachelor's degree": 'Licenciatura',
    "Master's degree": 'Maestría',
    Doctorate: 'Doctorado',
  },
  OCCUPATION: {
    'Registered nurse': 'Enfermería',
    Teacher: 'Docencia',
    'Personal trainer': 'Entrenamiento personal',
    'Health coach': 'Coach de salud',
    Other: 'Otra',
  },
  SPECIALIZATION: {
    'Weight management': 'Control del peso',
    'Family nutrition': 'Nutrición familiar',
    'Stress and sleep': 'Estrés y sueño',
    'Gut health': 'Salud intestinal',
  },
  FOCUS: {
    'Sustainable habits for working parents':
      'Hábitos sostenibles para madres y padres que trabajan',
    'Women’s health': 'Salud de la mujer',
    'Healthy aging': 'Envejecimiento saludable',
  },
  LANGUAGE: { EN: 'Inglés', ES: 'Español' },
  PROGRAM_TRACK: {
    HEALTH_COACH: 'Certificación de coach de salud',
    BUSINESS: 'Negocio de coaching',
    ADVANCED: 'Habilidades avanzadas de coaching',
  },
  PRODUCT_CATEGORY: { DIGITAL_GUIDE: 'Guía digital', PRINTED: 'Impreso' },
  SERVICE_CATEGORY: {
    DISCOVERY: 'Llamada de descubrimiento',
    COACHING_PACKAGE: 'Paquete de coaching',
    HOME_VISIT: 'Visita a domicilio',
  },
};

/**
 * The language an `Accept-Language` header asks for first (by its weights, then its order):
 * Spanish for any `es` tag, English for anything else or nothing.
 */
export function lookupLanguage(acceptLanguage: string | undefined): LookupLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: weight ? Number(weight.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.tag ?? '';
  return first === 'es' || first.startsWith('es-') ? 'ES' : 'EN';
}

/** The item named in the language; an item with no Spanish name keeps its own. */
export function labelled(item: LookupItem, language: LookupLanguage): LookupItem {
  if (language === 'EN') return item;
  const label = spanishLabels[item.type]?.[item.value];
  return label ? { ...item, label } : item;
}
