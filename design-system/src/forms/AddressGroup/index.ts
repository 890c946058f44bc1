export { AddressGroup, type AddressGroupProps, type AddressPart } from './AddressGroup';
export { countryCodes, countryOptions, usStates } from './regions';
