// /payment-methods: the coach's saved cards, on the frame's page the portal shows too. Its own
// module, so the route loads it with the page rather than with the app.
export { PaymentMethodPage } from '@hci/app-frame';
