import type { FormEnvelope } from './contact';
import { LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** POST /sites/{siteId}/send-to-a-friend body after validation. */
export interface SendToFriendValue extends FormEnvelope {
  senderName: string;
  senderEmail: string;
  friendEmail: string;
  message?: string;
  estateId: string;
}

export function validateSendToFriend(input: unknown, context?: ValidationContext): ValidationResult<SendToFriendValue> {
  const r = createFieldReader(input, context);
  return finish<SendToFriendValue>(r, {
    senderName: r.text('senderName', { required: true }),
    senderEmail: r.email('senderEmail'),
    friendEmail: r.email('friendEmail'),
    message: r.text('message', { max: LIMITS.message }),
    estateId: r.id('estateId'),
    ...r.consent(),
    locale: r.locale(),
    ...r.spam(),
  });
}
