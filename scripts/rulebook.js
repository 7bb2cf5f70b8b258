#!/usr/bin/env node
// The `rulebook` command. The toolchain is TypeScript run through tsx, so the
// bin registers tsx's loader and hands over to the CLI module.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
