import {
  DataTypes,
  UniqueConstraintError,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { Shortlink } from '@quizlink/contracts/shortlink';
import type { ShortlinkStore } from '../domain/shortlinks.ts';

interface ShortlinkRow extends Model<InferAttributes<ShortlinkRow>, InferCreationAttributes<ShortlinkRow>> {
  short: string;
  target: string;
  createdAt: Date;
}

function defineShortlinkModel(sequelize: Sequelize): ModelStatic<ShortlinkRow> {
  return sequelize.define<ShortlinkRow>(
    'Shortlink',
    {
      short: { type: DataTypes.STRING(64), primaryKey: true },
      target: { type: DataTypes.STRING(2048), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'shortlinks', underscored: true, timestamps: false },
  );
}

const toShortlink = (row: ShortlinkRow): Shortlink => ({ short: row.short, target: row.target, createdAt: row.createdAt.toISOString() });

export function createShortlinkRepository(sequelize: Sequelize, clock: () => Date): ShortlinkStore {
  const Link = defineShortlinkModel(sequelize);
  return {
    async listNewestFirst() {
      return (await Link.findAll({ order: [['createdAt', 'DESC'], ['short', 'ASC']] })).map(toShortlink);
    },
    async insert(short, target) {
      try {
        return toShortlink(await Link.create({ short, target, createdAt: clock() }));
      } catch (error) {
        if (error instanceof UniqueConstraintError) return null;
        throw error;
      }
    },
    async remove(short) {
      return (await Link.destroy({ where: { short } })) > 0;
    },
    async findTarget(short) {
      return (await Link.findByPk(short, { attributes: ['target'] }))?.target ?? null;
    },
  };
}
