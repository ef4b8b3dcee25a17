// The components' own stylesheets are bundled by rspack (and stubbed in jest); importing one only has side effects.
declare module '*.css';
