import type { SendToFriendRequest } from '../api/types';
import { LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** POST /sites/{siteId}/send-to-a-friend body (core/api SendToFriendRequest) plus the accepted agreements. */
export type SendToFriendValue = SendToFriendRequest & { agreements: string[] };

export function validateSendToFriend(input: unknown, context?: ValidationContext): ValidationResult<SendToFriendValue> {
  const r = createFieldReader(input, context);
  return finish<SendToFriendValue>(r, {
    estateId: r.id('estateId'),
    senderName: r.text('senderName', { required: true }),
    senderEmail: r.email('senderEmail'),
    friendName: r.text('friendName'),
    friendEmail: r.email('friendEmail'),
    message: r.text('message', { max: LIMITS.message }),
    agreements: r.agreements(),
    locale: r.locale(),
    ...r.spam(),
  });
}
