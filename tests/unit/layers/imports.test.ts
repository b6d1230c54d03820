import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, findImports, formatViolations, resolveSpecifier } from './importRules';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('layer import rule (docs/architecture.md)', () => {
  it('holds in src/ and server/', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server')];
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('server/main.ts');
    const violations = files.flatMap((f) => checkFile(f, readFileSync(path.join(root, f), 'utf8')));
    // The message is the list of offending file:line entries.
    expect(formatViolations(violations)).toBe('');
  });

  it('sees the imports the server really makes into src/ (the scan is not blind)', () => {
    const load = readFileSync(path.join(root, 'server/resources/load.ts'), 'utf8');
    const targets = findImports(load).map((r) => resolveSpecifier('server/resources/load.ts', r.specifier));
    expect(targets).toContain('src/shared/resource/types');
  });
});

describe('the rule itself', () => {
  it('catches a server file importing client code, in every import form', () => {
    const source = [
      "import { a } from '../../src/custom/live/api';",
      "import type { B } from '../../src/providers/query/keys';",
      "export { c } from '../../src/ui/format';",
      "export * from '../../src/generator/index';",
      "import '../../src/main';",
      "const m = await import('../../src/shell/App');",
      'import {',
      '  d,',
      '  e,',
      "} from '../../src/ui/states';",
      "import { f } from '../../src/resources/lines/extensions';",
    ].join('\n');
    const found = checkFile('server/operations/x.ts', source);
    expect(found.map((v) => `${v.line} ${v.specifier}`)).toEqual([
      '1 ../../src/custom/live/api',
      '2 ../../src/providers/query/keys',
      '3 ../../src/ui/format',
      '4 ../../src/generator/index',
      '5 ../../src/main',
      '6 ../../src/shell/App',
      '10 ../../src/ui/states',
      '11 ../../src/resources/lines/extensions',
    ]);
    expect(formatViolations(found)).toContain('server/operations/x.ts:1 imports');
  });

  it('lets the server import src/shared and the declarations', () => {
    const source = [
      "import type { Lang } from '../../../src/shared/resource/types';",
      "import lines from '../../src/resources/lines/resource';",
      "import { x } from '../db/types';",
      "import fastify from 'fastify';",
    ].join('\n');
    expect(checkFile('server/operations/live/x.ts', source)).toEqual([]);
  });

  it('catches client code importing the server, also dynamically and through a root path', () => {
    const source = [
      "import { DemoControl } from '../../../server/operations/demo-control';",
      "const lazy = () => import('../../../server/config');",
      "const all = import.meta.glob('/server/operations/*.ts');",
      "import { ok } from '../../shared/operations/types';",
    ].join('\n');
    expect(checkFile('src/custom/demo-control/x.tsx', source).map((v) => v.line)).toEqual([1, 2, 3]);
  });

  it('keeps src/shared free of UI libraries, Node built-ins and the rest of src', () => {
    const source = [
      "import { useState } from 'react';",
      "import Box from '@mui/material/Box';",
      "import { useGetList } from 'react-admin';",
      "import { readFile } from 'node:fs/promises';",
      "import { formatClock } from '../../ui/format';",
      "import * as yup from 'yup';",
      "import { interpolate } from '../validation/messages';",
    ].join('\n');
    expect(checkFile('src/shared/operations/x.ts', source).map((v) => v.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the declarations the server loads free of client code', () => {
    const source = [
      "import { defineResource } from '../../shared/resource/types';",
      "import { Icon } from '../../ui/icons';",
    ].join('\n');
    expect(checkFile('src/resources/lines/resource.ts', source).map((v) => v.line)).toEqual([2]);
    // extensions.tsx beside it is client code and may use the UI.
    expect(checkFile('src/resources/lines/extensions.tsx', source)).toEqual([]);
  });

  it('ignores imports in comments and look-alikes in strings', () => {
    const source = [
      "// import { a } from '../../src/custom/x';",
      "/* import { b } from '../../src/custom/y'; */",
      '/**',
      " * import { c } from '../../src/custom/z';",
      ' */',
      "const url = 'https://example.org/x'; // a URL is no comment start",
      "const text = 'important from here';",
    ].join('\n');
    expect(findImports(source)).toEqual([]);
    expect(checkFile('server/x.ts', source)).toEqual([]);
  });
});
