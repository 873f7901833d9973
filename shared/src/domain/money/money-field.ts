import { z } from 'zod';
import { parseRupees, type ParseRupeesOptions } from './money';

/** A form or request field typed as rupee text that yields integer paise, with parseRupees' messages. */
export function rupeesInputField(options: ParseRupeesOptions = {}) {
  return z.string().transform((value, ctx) => {
    const parsed = parseRupees(value, options);
    if (parsed.ok) return parsed.paise;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}
