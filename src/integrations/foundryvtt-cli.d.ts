/**
 * Types of the part of Foundry's packaging CLI (@foundryvtt/foundryvtt-cli,
 * which ships none) that the module writer and its tests use.
 */
declare module '@foundryvtt/foundryvtt-cli' {
  /** Options of compilePack and extractPack. */
  interface PackageOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
  }
  /** Compiles the JSON source documents of `src` (each with its `_key`) into a LevelDB pack at `dest`. */
  export function compilePack(src: string, dest: string, options?: PackageOptions): Promise<void>;
  /** Writes each document of the pack at `src` as a JSON file under `dest`. */
  export function extractPack(src: string, dest: string, options?: PackageOptions): Promise<void>;
}
