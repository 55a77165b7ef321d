# Heredocs (escapes, margins, interpolation, syntax tags), EPP templates of systemd units (typed
# parameters, defaults, trimming, <%%), and Puppet's String/sprintf formats.

$name = 'web'
$list = ['a', 'b']
$h1 = @("END"/tn$)
  Name:\t${name}
    indented ${list[1]}
  dollar \$HOME and $HOME
  tab\there\nnext
  | END
$h2 = @(END:json/L)
  {"a": 1, \
  "b": [1, 2]}
  |- END
$h3 = @("EOT")
  ${name.upcase}-${list.join('+')}-${$list.map |$x| { "<${x}>" }.join}
  ${facts['os']['family']} ${facts.dig('os', 'release', 'major')}
  EOT
$h4 = @(X)
text with ${not_interpolated} and \t not escaped
X
notify { 'h1': message => $h1 }
notify { 'h2': message => $h2 }
notify { 'h3': message => $h3 }
notify { 'h4': message => $h4 }
$vals = [1, -1.5, 'str', true, undef, [1, 'a'], { 'k' => 'v', 'n' => [1, 2] }, /re/, default, Integer[1, 2], 1234567.891]
notify { 'fmt p': message => $vals.map |$v| { String($v, '%p') } }
notify { 'fmt s': message => $vals.map |$v| { String($v, '%s') } }
notify { 'fmt nums': message => [sprintf('%05.2f|%-6d|%+x|%o|%e|%10s|%-10s|', 3.14159, 42, 255, 8, 12345.678, 'r', 'l'), String(255, '%#x'), String(3.0, '%.3f'), String(1e20), String(0.1 + 0.2), String(1234567.891, '%.2e'), String(10, '%b'), String(-0.0)] }
notify { 'fmt containers': message => [String([1, [2, 'x']], { Array => { format => '%(a', separator => ' ' } }), String({ 'a' => 1, 'b' => 'c' }, { Hash => { format => '%h', separator => '; ', separator2 => ': ' } }), String(['a', 'b'], '%#a'), String({ 'x' => [1] }, '%#h'), String('quote"d', '%p'), String("tab\tnl\n", '%p'), String('é', '%p')] }
notify { 'fmt alt': message => [String(true, '%y'), String(false, '%Y'), String(true, '%t'), String(42, '%10.5d'), String('abc', '%-5.2s|'), String(undef, '%d'), String(12.5, '%d'), String('0x1F', '%d')] }
