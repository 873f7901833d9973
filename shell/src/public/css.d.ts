// webpack extracts imported stylesheets (mini-css-extract-plugin) and Jest maps them to a stub.
declare module '*.css';
