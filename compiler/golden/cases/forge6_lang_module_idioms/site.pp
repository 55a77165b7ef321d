# QA-FORGE-6: Puppet-language idioms of current modules in one compile: dig/getvar paths, match variables, case and
# selector regexes, 'in' forms, heredoc with escapes and line joins, String()/Integer()/Float()/Numeric() conversions,
# iterator chains (slice/reduce/partition/filter/map), inline_epp with a heredoc, an EPP with typed parameters whose
# defaults read $facts and $server_facts, $trusted, $settings, then/lest, type(), regsubst/split/sprintf/strftime.
# Each mistake made while writing it failed identically in Punch ('**' as '* *', '%(a)', each_with_index).
$h = { 'a' => { 'b' => [10, { 'c' => 'deep' }] } }
notice($h.dig('a', 'b', 1, 'c'), $h.dig('a', 'x', 'y'), getvar('h.a.b.0'), $h['a']['b'][-1]['c'])
notice('abc' =~ /^a(?<rest>.*)$/, $0, $1, $rest)
case $facts['os']['release']['major'] {
  /^1[0-2]$/, '9': { $maj = "modern ${0}" }
  default: { $maj = 'old' }
}
notice($maj)
$v = 'x' ? { /x|y/ => "re ${0}", default => 'no' }
notice($v, 'b' in ['a', 'b'], /^b/ in ['abc', 'bcd'], 'k' in { 'k' => 1 }, 'el' in 'hello', Integer in [1, 'a'])
$s = @("EOT"/L$)
  Heredoc with \$escaped and ${v} and \
  a joined line and a tab:\tend
  | EOT
notice($s)
notice(String(1234.5678, '%.2f'), String([1, 2], '%s'), String({ 'a' => 1 }, '%#p'), Integer('0x1F'), Float('1e3'), Numeric('0b101'))
notice([3, 1, 2].sort.reverse_each.map |$x| { $x * 2 }, [1, 2, 3, 4].slice(2).map |$p| { $p.reduce |$m, $y| { $m + $y } })
notice({ 'b' => 2, 'a' => 1 }.map |$k, $val| { "${k}${val}" }.sort.join('-'), [1, [2, [3]]].flatten.unique, [1, 2, 3].partition |$x| { $x > 1 })
notice(['a', 'b'].map |$i, $x| { "${i}:${x}" }, { 'x' => 1 }.each |$pair| { $pair })
notice([1, 2, 3, 4, 5].filter |$x| { $x % 2 == 1 }.map |$x| { $x * $x }.reduce(0) |$a, $b| { $a + $b })
notice(inline_epp(@(X), { 'n' => 'v' }))
  <%- | $n | -%>
  n=<%= $n %>
  | X
file { '/t': content => epp('m/t.epp', { 'name' => 'svc', 'opts' => { 'zeta' => 'z', 'alpha' => ['a', 'b'], 'mid' => 3 } }) }
notice(type([1, 'a', undef]), type({ 'a' => [1.0] }, 'generalized'), type(Sensitive('x')), [1, 2] =~ Array[Integer], Tuple[Integer, String] =~ Type)
notice(regsubst('a.b.c', '\.', '_', 'G'), regsubst(['x1', 'y2'], '(\d)', '<\1>'), split('a1b2c', /\d/), join(['a', 'b'], '/'), 'ABC'.downcase.capitalize)
notice(sprintf('%05.1f|%-4s|%x|%o|%+d|%e', 3.14159, 'ab', 255, 8, 5, 12345.6789), size('héllo'), 'héllo'.length, strftime(Timestamp('2024-01-02T03:04:05Z'), '%F %T'))
