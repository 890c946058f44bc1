// /settings/payment-method: the frame's saved-cards page, the one the coach app shows too. Its own
// module, so the route loads it with the page rather than with the app.
export { PaymentMethodPage } from '@hci/app-frame';
