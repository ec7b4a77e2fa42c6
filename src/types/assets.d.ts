/** Webpack turns imported font files into their public URL. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
