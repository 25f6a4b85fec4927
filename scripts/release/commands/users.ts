/** `user list|add|disable|enable`: staff accounts (admins only; the API checks). */
import type { ReleaseApi } from 'release/client';
import { readPassword } from 'release/session-file';
import { countryList, option, UsageError, type Parsed } from './args';
import { table, type Io } from './output';

export async function userCommand(
  io: Io,
  api: ReleaseApi,
  parsed: Parsed,
  rest: string[],
  json: boolean,
): Promise<number> {
  const [sub, name] = rest;
  switch (sub) {
    case 'list': {
      const users = await api.users();
      if (json) io.out(JSON.stringify({ users }, null, 2));
      else
        io.out(
          table([
            ['user', 'name', 'role', 'countries', 'state'],
            ...users.map((u) => [
              u.username,
              u.name,
              u.role,
              u.countries?.join(',') ?? 'all',
              u.disabled ? 'disabled' : 'active',
            ]),
          ]),
        );
      return 0;
    }
    case 'add': {
      if (!name) throw new UsageError('user add needs a user name');
      const role = option(parsed, '--role');
      if (!role) throw new UsageError('user add needs --role viewer, release-manager or admin');
      const password = await readPassword(`Password for ${name} (at least 12 characters): `);
      const user = await api.addUser({
        username: name,
        name: option(parsed, '--name') ?? name,
        role,
        countries: countryList(option(parsed, '--countries')),
        password,
      });
      if (json) io.out(JSON.stringify(user, null, 2));
      else
        io.out(`added ${user.username} (${user.name}): ${user.role}, countries ${user.countries?.join(',') ?? 'all'}`);
      return 0;
    }
    case 'disable':
    case 'enable': {
      if (!name) throw new UsageError(`user ${sub} needs a user name`);
      const user = await api.updateUser(name, { disabled: sub === 'disable' });
      io.out(`${user.username}: ${user.disabled ? 'disabled (its sessions ended)' : 'active'}`);
      return 0;
    }
    default:
      throw new UsageError('user list, user add <username> --role <role>, user disable|enable <username>');
  }
}
