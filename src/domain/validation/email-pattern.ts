/**
 * Something@something.something with no whitespace, a single '@', and none of the characters of
 * address-list or display-name syntax (`"victim"<attacker@evil.test>`, `a@b.com,x`): mail
 * software reads such text as another recipient, so a code would be delivered elsewhere.
 * Its own module, free of imports, so the landing page's footer can use it.
 */
const EMAIL_PATTERN = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

/** Tests the text exactly as given (no trimming): what is validated is what gets sent. */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);
