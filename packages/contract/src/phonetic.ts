/**
 * Kölner Phonetik (Hans Joachim Postel, 1969): a German sound code, so that names spelt
 * differently but pronounced alike share a code — Meier, Mayer, Maier, Meyer → '67';
 * Schmidt, Schmitt, Schmid → '862'. Works on folded tokens (`foldToken`: lower case, no
 * accents, ß → ss); letters outside a–z and digits are ignored.
 *
 * Rules (letter → digit, by its neighbours):
 *   a e i j o u y → 0;  h → –;  b → 1;  p → 1, but 3 before h;  d t → 2, but 8 before c s z;
 *   f v w → 3;  g k q → 4;  c → 4 at the start before a h k l o q r u x, elsewhere before
 *   a h k o q u x unless after s z, else 8;  x → 48, but 8 after c k q;  l → 5;  m n → 6;
 *   r → 7;  s z → 8.
 * Then repeated digits collapse to one and every 0 but a leading one is dropped.
 */
export function cologneCode(token: string): string {
  const letters = token.toLowerCase().replace(/[^a-z]/g, '');
  let raw = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i]!;
    const before = i > 0 ? letters[i - 1]! : '';
    const after = i + 1 < letters.length ? letters[i + 1]! : '';
    raw += letterCode(ch, before, after, i === 0);
  }
  let code = '';
  for (let i = 0; i < raw.length; i++) {
    if (i > 0 && raw[i] === raw[i - 1]) continue;
    code += raw[i];
  }
  return code.length === 0 ? '' : code[0] + code.slice(1).replace(/0/g, '');
}

function letterCode(ch: string, before: string, after: string, first: boolean): string {
  switch (ch) {
    case 'a':
    case 'e':
    case 'i':
    case 'j':
    case 'o':
    case 'u':
    case 'y':
      return '0';
    case 'h':
      return '';
    case 'b':
      return '1';
    case 'p':
      return after === 'h' ? '3' : '1';
    case 'd':
    case 't':
      return 'csz'.includes(after) && after !== '' ? '8' : '2';
    case 'f':
    case 'v':
    case 'w':
      return '3';
    case 'g':
    case 'k':
    case 'q':
      return '4';
    case 'c':
      if (first) return after !== '' && 'ahkloqrux'.includes(after) ? '4' : '8';
      if (before !== '' && 'sz'.includes(before)) return '8';
      return after !== '' && 'ahkoqux'.includes(after) ? '4' : '8';
    case 'x':
      return before !== '' && 'ckq'.includes(before) ? '8' : '48';
    case 'l':
      return '5';
    case 'm':
    case 'n':
      return '6';
    case 'r':
      return '7';
    case 's':
    case 'z':
      return '8';
    default:
      return '';
  }
}
