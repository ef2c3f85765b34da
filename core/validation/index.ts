export * from './messages';
export { isValidEmail, isValidPhone, isIsoDate } from './rules';
export { validateContact, type ContactValue, type FormEnvelope } from './contact';
export { validateSendToFriend, type SendToFriendValue } from './send-to-friend';
export { validateSubscription, type SubscriptionValue, type SubscriptionCriteria } from './subscription';
export { validateAppointment, type AppointmentValue } from './appointment';
export { validateReservation, type ReservationValue } from './reservation';
