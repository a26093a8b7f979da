/** Numbers to 0.1 mm in metres, without trailing zeros (CAD readers take any decimal form). */
export function dxfNumber(value: number): string {
  const fixed = Math.round(value * 10_000) / 10_000;
  return Object.is(fixed, -0) ? '0' : String(fixed);
}

/**
 * Text as DXF can hold it: one line, characters outside printable ASCII as \U+XXXX (how AutoCAD,
 * LibreCAD and QCAD spell Unicode in an R2000 file, whose text is otherwise in $DWGCODEPAGE),
 * backslashes doubled.
 */
export function dxfText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 32;
    if (code === 92) out += '\\\\';
    else if (code >= 32 && code < 127) out += char;
    else if (code <= 0xffff) out += `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += '?';
  }
  return out.trim();
}

/** Hexadecimal handle text, as groups 5, 105 and 330-360 hold it. */
export const hex = (handle: number): string => handle.toString(16).toUpperCase();

/** Group code / value pairs, written one per line as DXF wants. */
export class Groups {
  private readonly lines: string[] = [];

  add(code: number, value: string | number): this {
    this.lines.push(String(code), typeof value === 'number' ? dxfNumber(value) : value);
    return this;
  }

  /** An integer group (flags, counts, colours): never rounded to 0.1 mm. */
  int(code: number, value: number): this {
    this.lines.push(String(code), String(Math.trunc(value)));
    return this;
  }

  point(x: number, y: number, xCode = 10): this {
    return this.add(xCode, x)
      .add(xCode + 10, y)
      .add(xCode + 20, 0);
  }

  /** A persistent reactor list pointing at the owner (what dictionaries' children carry). */
  reactors(owner: number): this {
    return this.add(102, '{ACAD_REACTORS').add(330, hex(owner)).add(102, '}');
  }

  append(other: Groups): this {
    this.lines.push(...other.lines);
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}
