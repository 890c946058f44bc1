// A postal address as the forms hold it: codes and names for country and state.
export interface AddressValue {
  country: string;
  countryCode: string;
  state: string;
  stateCode: string;
  city: string;
  zip: string;
  street1: string;
  street2: string;
}

export const emptyAddress: AddressValue = {
  country: '',
  countryCode: '',
  state: '',
  stateCode: '',
  city: '',
  zip: '',
  street1: '',
  street2: '',
};

/** The fields a user sets; names follow their codes, so only codes count. */
export const addressInputs = [
  'countryCode',
  'stateCode',
  'city',
  'zip',
  'street1',
  'street2',
] as const satisfies readonly (keyof AddressValue)[];

/** Once an address is started, these parts are required (the address rule). */
export const requiredAddressParts = [
  'countryCode',
  'stateCode',
  'city',
  'street1',
] as const satisfies readonly (keyof AddressValue)[];
