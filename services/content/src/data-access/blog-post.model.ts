import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export interface BlogPostRow extends Model<InferAttributes<BlogPostRow>, InferCreationAttributes<BlogPostRow>> {
  id: CreationOptional<number>;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** JSON: [{ word, url }] */
  linkedWords: string;
  /** JSON: [tag] */
  tags: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type BlogPostModel = ModelStatic<BlogPostRow>;

export function defineBlogPostModel(sequelize: Sequelize): BlogPostModel {
  return sequelize.define<BlogPostRow>(
    'BlogPost',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      title: { type: DataTypes.STRING, allowNull: false },
      slug: { type: DataTypes.STRING, allowNull: false },
      excerpt: { type: DataTypes.TEXT, allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      linkedWords: { type: DataTypes.TEXT, allowNull: false },
      tags: { type: DataTypes.TEXT, allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      updatedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'blog_posts', underscored: true, timestamps: false },
  );
}
