import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { LIMITS } from '@quizlink/contracts/quiz';

export interface UserRow extends Model<InferAttributes<UserRow>, InferCreationAttributes<UserRow>> {
  id: CreationOptional<number>;
  username: string;
  createdAt: Date;
}

export type UserModel = ModelStatic<UserRow>;

export function defineUserModel(sequelize: Sequelize): UserModel {
  return sequelize.define<UserRow>(
    'User',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      username: { type: DataTypes.STRING(LIMITS.userNameMaxLength), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'users', underscored: true, timestamps: false },
  );
}
