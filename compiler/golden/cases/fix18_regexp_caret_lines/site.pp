# Ruby's ^ matches at the start of the string and after every newline,
# except after a newline that ends the string; $ before any newline and at
# the end. Punch runs such patterns on Go's linear engine (QA-ROBUST-1 LOW).
$nl = "x\n"
$two = "ab\ncd\n"
$mid = "ab\n\ncd"
$tests = {
  'empty_line_at_end'    => $nl =~ /^$/,
  'empty_line_middle'    => $mid =~ /^$/,
  'caret_cd'             => $two =~ /^cd$/,
  'caret_start'          => $two =~ /^ab/,
  'caret_after_final_nl' => $two =~ /\n^/,
  'caret_end_only'       => "\n" =~ /^\z/,
  'caret_empty_string'   => '' =~ /^$/,
  'caret_empty_string2'  => '' =~ /^/,
  'nl_only_caret'        => "\n" =~ /^/,
  'alt_end'              => $two =~ /^(?:zz|)\z/,
  'lazy_to_end'          => $two =~ /^.*?\z/,
  'dollar_end'           => $nl =~ /x$/,
  'caret_capture'        => $two =~ /^(c.)$/,
  'in_class'             => 'a^b' =~ /[\^]b/,
  'escaped_caret'        => 'a^b' =~ /a\^b/,
}
$tests.each |$k, $v| { notice("${k}: ${v}") }
if $two =~ /^(\w+)\n^(\w+)$/ { notice("captures: ${1} ${2}") }
if "k: v\n" =~ /^(\w+): (.*)$/ { notice("kv: ${1}=${2}") }
notice(regsubst($two, '^', '> ', 'G'))
notice(regsubst("a\nb\n", '^', '# ', 'G'))
notice(split("a\nb\n", '^'))
notice("l1\nl2\n".match(/^l2$/))
notice(['x', "y\n", "\n"].filter |$s| { $s =~ /^$/ })
notice("ab\n" =~ Pattern[/^$/])
notice("ab\n\n" =~ Pattern[/^$/])
case "q\n" { /^$/: { notice('case: empty line') } default: { notice('case: none') } }
notice("q\n" ? { /^\z/ => 'sel: yes', default => 'sel: no' })
node default {}
