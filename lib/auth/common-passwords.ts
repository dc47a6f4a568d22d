/**
 * Passwords that appear at the top of every leaked-password list (and the usual variations of them), refused
 * for real users. Compared lower-cased; see `passwordProblem()` for the patterns checked besides the list.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', '123456789', '12345678', '12345', '1234567', '1234567890', '1234', '123123', '111111', '000000',
  '654321', '666666', '121212', '112233', '123321', '7777777', '555555', '987654321', '11111111', '88888888',
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e', 'q1w2e3r4', '1qaz2wsx', 'zaq12wsx', 'qazwsx', 'qwerty', 'qwerty123',
  'qwerty1', 'qwertyuiop', 'qwertz', 'azerty', 'asdfgh', 'asdfghjkl', 'asdf1234', 'zxcvbnm', 'zxcvbn', 'qweasdzxc',
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'pa$$word', 'passwort', 'motdepasse', 'contraseña', 'contrasena', 'senha', 'parola', 'wachtwoord', 'salasana',
  'admin', 'admin1', 'admin12', 'admin123', 'admin1234', 'admin@123', 'administrator', 'root', 'root123', 'toor',
  'letmein', 'letmein1', 'welcome', 'welcome1', 'welcome123', 'welcome2024', 'welcome2025', 'welcome2026',
  'changeme', 'changeme1', 'changeme123', 'default', 'secret', 'secret123', 'test', 'test123', 'test1234',
  'testing', 'testing123', 'guest', 'guest123', 'user', 'user123', 'login', 'master', 'master123', 'access',
  'iloveyou', 'iloveyou1', 'princess', 'sunshine', 'monkey', 'dragon', 'football', 'baseball', 'basketball',
  'soccer', 'hockey', 'superman', 'batman', 'spiderman', 'starwars', 'pokemon', 'naruto', 'shadow', 'michael',
  'jordan', 'jordan23', 'jennifer', 'jessica', 'charlie', 'thomas', 'daniel', 'andrew', 'joshua', 'ashley',
  'hunter', 'hunter2', 'killer', 'trustno1', 'whatever', 'freedom', 'mustang', 'ferrari', 'corvette', 'harley',
  'computer', 'internet', 'samsung', 'google', 'apple', 'microsoft', 'linkedin', 'facebook', 'twitter',
  'summer', 'winter', 'spring', 'autumn', 'summer2024', 'summer2025', 'winter2024', 'winter2025', 'spring2025',
  'january', 'february', 'monday', 'friday', 'flower', 'cookie', 'cheese', 'chocolate', 'banana', 'orange',
  'purple', 'yellow', 'silver', 'golden', 'diamond', 'lovely', 'love', 'loveme', 'babygirl', 'angel', 'angel1',
  'blink182', 'metallica', 'nirvana', 'matrix', 'merlin', 'ginger', 'pepper', 'buster', 'tigger', 'snoopy',
  'maggie', 'bailey', 'buddy', 'lucky', 'hello', 'hello123', 'hello1234', 'helloworld', 'abc123', 'abcd1234',
  'abc12345', 'abcdef', 'abcdefg', 'abcdefgh', 'a1b2c3', 'a1b2c3d4', 'aa123456', 'aaaaaa', 'qqqqqq', 'zzzzzz',
  'azerty123', '0987654321', '147258369', '159753', '159357', '741852963', '789456123', '123654', '147258',
  'passpass', 'pass1234', 'pass123', 'mypassword', 'yourpassword', 'newpassword', 'oldpassword', 'temp1234',
  'temppass', 'temp123', 'password!', 'password1!', 'qwerty!', 'welcome!', 'letmein!', 'company', 'company123',
  'office', 'office123', 'factory', 'factory1', 'plant123', 'production', 'manager', 'manager123', 'operator',
  'supervisor', 'employee', 'staff123', 'moldline', 'moldline1', 'moldline123', 'molding', 'injection', 'plastic',
  'plastics', 'demo', 'demo123', 'demo1234', 'demo-password', 'demo-password-123', 'example', 'example123',
  'sample123', 'qwer1234', 'asdf', 'zxcv1234', '1234qwer', '12qwaszx', '1qazxsw2', 'q1w2e3r4t5', 'qwe123',
  'trustme', 'iloveu', 'loveyou', 'forever', 'family', 'baby123', 'dragon123', 'monkey123', 'shadow123',
  'football1', 'superman1', 'batman123', 'princess1', 'sunshine1', 'charlie1', 'michael1', 'jesus', 'jesus1',
  'christ', 'blessed', 'heaven', 'godisgood', 'matthew', 'robert', 'william', 'richard', 'joseph', 'anthony',
  'qwerty12', 'qwerty1234', 'qwertyui', 'asdfasdf', 'asdf123', 'zxcvbnm1', '1q2w3e4r5t6y', 'q1w2e3r4t5y6', 'passw0rd1',
  'p4ssw0rd', 'pa55word', 'pass@123', 'admin@1234', 'Admin@123', 'welcome@123', 'india123', 'mexico', 'canada',
  'america', 'london', 'berlin', 'paris', 'chicago', 'dallas', 'houston', 'boston', 'detroit', 'toronto',
  'secret1', 'letmein123', 'iloveyou2', 'sunshine123', 'princess123', 'charlie123', 'qazwsxedc', 'superstar',
  'starwars1', 'pokemon123', 'minecraft', 'fortnite', 'roblox', 'zaq1zaq1', 'killer123', 'nothing', 'unknown',
];

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
