export interface AvatarPerson {
  /** unique among the group */
  id: string;
  name: string;
  /** an image URL; initials on a colour when absent */
  src?: string;
}

/**
 * The people shown and the rest behind "+N". With room for `max` avatars, the last place goes to the
 * "+N" counter when there are more people than places, so the group never grows past `max`.
 */
export function splitAvatars<T>(people: readonly T[], max: number): { shown: T[]; rest: T[] } {
  const places = Math.max(1, Math.floor(max));
  if (people.length <= places) return { shown: [...people], rest: [] };
  return { shown: people.slice(0, places - 1), rest: people.slice(places - 1) };
}
