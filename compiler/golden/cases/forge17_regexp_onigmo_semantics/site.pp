# Ruby's (Onigmo's) regexp semantics that validation patterns in modules rely on: ^ and $ at every
# line, /m as dot-all, \h as a hex digit, \A \z \Z, ASCII \w and \d but Unicode POSIX classes, (?i)
# folding, possessive and atomic groups, named captures, conditionals, no \Q...\E.
$cases = [
  ["a\nb", '^b$'], ["a\nb", '\Ab\z'], ["ab\n", 'b\Z'], ["ab\n", 'b\z'], ["a\nb", 'a.b'], ["a\nb", '(?m)a.b'],
  ['ff09', '\A\h+\z'], ['fg', '\A\h+\z'], [' ', '\h'], ['é', '\w'], ['ß', '[[:alpha:]]'], ['٣', '\d'], ['٣', '[[:digit:]]'],
  ['ǅ', '(?i)ǆ'],
  ['aaa', 'a++a'], ['aaa', '(?>a+)a'], ['ab', '(?<x>a)\k<x>?b'], ['ab', '(a)?(?(1)b|c)'],
  ['a.b', '\Qa.b\E'], ['日本', '\p{Han}+'], ['İ', '(?i)i'], ['x', '[^[:^alpha:]]'], ['a b', '(?x) a \  b '],
]
$cases.each |$c| { notice("${c[1]} => ${c[0] =~ Regexp($c[1])}") }
notice("line1\nline2" =~ /line2$/)
notice('abc'.match(/(?<first>a)(b)/))
notice(regsubst("a\nb\nc", '^', '> ', 'G'))
notice(split("a1b22c", /\d+/))
notice('ÀB' =~ /\A[[:upper:]]+\z/)
