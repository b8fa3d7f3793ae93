import type { ServerRuleKey } from '@/api/rules/profile';
import type { MessageKey } from '../../api/i18n';

// The personal-centre rules live in src/api/rules/profile.ts, shared with the console's forms. The
// mock answers each rule key with the message of the same key in its own bilingual table.
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  avatarFileError,
  emailError,
  newPasswordError,
  nicknameError,
  phoneError,
  validateProfile,
  type ProfileField,
  type ProfileInput,
  type ProfileValidation,
} from '@/api/rules/profile';

/** Every rule the server enforces has a message in the mock's table (a compile error otherwise). */
export const ruleMessageKey = (key: ServerRuleKey): MessageKey => key;
