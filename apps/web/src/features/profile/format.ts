import type { Profile } from '../../api/profiles.ts';
import { capitalizeName } from '../../lib/format.ts';

/** 'type name: number' (docs/product/1-account.md §2). */
export function formatIdentification(
  p: Pick<Profile, 'identification_type' | 'identification_number'>,
): string {
  const type = p.identification_type?.name;
  return type ? `${type}: ${p.identification_number}` : p.identification_number;
}

/** 'city, state' (docs/product/1-account.md §2). */
export function formatLocation(city: Profile['city']): string {
  return city ? `${city.name}, ${city.state.name}` : '';
}

export function fullName(user: Profile['user']): string {
  return `${capitalizeName(user.first_name)} ${capitalizeName(user.last_name)}`.trim();
}
