export { optionalText, textList, withoutUndefined } from './requestBody';
