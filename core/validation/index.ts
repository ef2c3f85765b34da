export * from './messages';
export { isValidEmail, isValidPhone, isIsoDate } from './rules';
export { validateContact } from './contact';
export { validateSendToFriend, type SendToFriendValue } from './send-to-friend';
export { validateSubscription, validateSubscriptionUpdate } from './subscription';
export { validateAppointment } from './appointment';
export { validateReservation } from './reservation';
