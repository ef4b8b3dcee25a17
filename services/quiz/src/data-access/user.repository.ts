import type { UserModel } from './user.model.ts';

export function createUserRepository(User: UserModel, clock: () => Date) {
  return {
    async userExists(id: number): Promise<boolean> {
      return (await User.count({ where: { id } })) > 0;
    },
    async createUser(username: string): Promise<number> {
      const user = await User.create({ username, createdAt: clock() });
      return user.id;
    },
  };
}
