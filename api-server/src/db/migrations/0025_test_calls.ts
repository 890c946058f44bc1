/**
 * A coach's free test call is a product the API keeps from the profile's switch (`testCall`):
 * marked here, one per coach, so its purchases say which client already had one. A coach whose
 * profile offered one already gets it now, in the shape `testCallOffer` of the shared rules gave
 * it when this shipped.
 */
export default `
ALTER TABLE coach_products ADD COLUMN test_call boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX coach_products_test_call ON coach_products (coach_id) WHERE test_call;
INSERT INTO coach_products
  (coach_id, type, title, description, price, price_unit, service_specification, published, test_call)
SELECT id, 'SERVICE', 'Free test call',
  'A free 20-minute online call to see whether we are a good fit.', 0, 'NONE',
  '{"session":{"type":"ONLINE","count":1,"duration":20}}'::jsonb, true, true
FROM coaches WHERE profile->>'testCall' = 'true';
`;
