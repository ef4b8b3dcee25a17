import {
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { UploadedImageStore } from '../domain/uploaded-images.ts';

interface UploadedImageRow extends Model<InferAttributes<UploadedImageRow>, InferCreationAttributes<UploadedImageRow>> {
  name: string;
  contentType: string;
  bytes: Buffer;
  size: number;
  width: number;
  height: number;
  createdAt: Date;
}

function defineUploadedImageModel(sequelize: Sequelize): ModelStatic<UploadedImageRow> {
  return sequelize.define<UploadedImageRow>(
    'UploadedImage',
    {
      name: { type: DataTypes.STRING(64), primaryKey: true },
      contentType: { type: DataTypes.STRING(32), allowNull: false },
      bytes: { type: DataTypes.BLOB, allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      width: { type: DataTypes.INTEGER, allowNull: false },
      height: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'uploaded_images', underscored: true, timestamps: false },
  );
}

/** The upload routes' store, plus the clean-up's deletion. */
export type UploadedImageRepository = UploadedImageStore & {
  /** Deletes the named images (unknown names are no error); answers how many rows went. */
  remove(names: readonly string[], transaction?: Transaction): Promise<number>;
};

export function createUploadedImageRepository(sequelize: Sequelize, clock: () => Date): UploadedImageRepository {
  const Image = defineUploadedImageModel(sequelize);
  return {
    async save(image) {
      await Image.create({ ...image, size: image.bytes.length, createdAt: clock() });
    },
    async find(name) {
      const row = await Image.findByPk(name, { attributes: ['contentType', 'bytes'] });
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },
    async remove(names, transaction) {
      if (names.length === 0) return 0;
      return Image.destroy({ where: { name: [...names] }, transaction });
    },
  };
}
