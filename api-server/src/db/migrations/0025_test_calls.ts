/**
 * A coach's free test call is a product the API keeps from the profile's switch (`testCall`):
 * marked here, one per coach, so its purchases say which client already had one.
 */
export default `
ALTER TABLE coach_products ADD COLUMN test_call boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX coach_products_test_call ON coach_products (coach_id) WHERE test_call;
`;
