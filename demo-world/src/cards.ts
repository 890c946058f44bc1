/** A card a demo person has stored: what they typed, and whether it is their default. */
export interface DemoCard {
  number: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isDefault: boolean;
}

/** The demo student's cards: the Visa pays the plan; the Mastercard is kept in reserve. */
export const demoStudentCards: DemoCard[] = [
  {
    number: '4242424242424242',
    expMonth: 8,
    expYear: 2028,
    holderName: 'Jordan L Whitaker',
    isDefault: true,
  },
  {
    number: '5454545454545454',
    expMonth: 11,
    expYear: 2027,
    holderName: 'Jordan Whitaker',
    isDefault: false,
  },
];
