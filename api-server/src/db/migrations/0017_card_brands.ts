/**
 * A card's brand is stored as the contract names it. A number no brand issues was stored as
 * UNKNOWN and turned into the contract's OTHER each time it was read; it is stored as OTHER now.
 */
export default `
UPDATE payment_methods SET brand = 'OTHER' WHERE brand = 'UNKNOWN';
`;
