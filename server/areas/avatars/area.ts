import { defineArea } from '../area';
import { avatarHandlers } from './routes';

/**
 * People's pictures: the personal centre's upload and the picture served to an <img>. Kept with the
 * other files (a business area in the browser's worker), for every signed-in account.
 */
export const avatarsArea = defineArea({ name: 'avatars', routes: avatarHandlers });
