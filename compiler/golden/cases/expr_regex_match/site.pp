# =~ and !~ with regexps and strings as patterns; $0..$n live only in the scope of the match.
$s = 'web-042.example.com'
if $s =~ /^(\w+)-(\d+)\.(.*)$/ {
  notify { 'captures': message => [$0, $1, $2, $3] }
  if 'db-7' =~ /^(\w+)-(\d)$/ {
    notify { 'nested': message => [$0, $1, $2] }
  }
  notify { 'after nested': message => [$1, $2] }
}
notify { 'outside': message => "[${1}]" }
$r = {
  'string pattern' => 'abc' =~ 'b',
  'no match'       => 'abc' =~ /^b/,
  'not match'      => 'abc' !~ /^b/,
  'anchored ci'    => 'ABC' =~ /(?i)^abc$/,
  'type rhs'       => 'abc' =~ String,
}
notify { 'matches': message => $r }
unless 'zzz' =~ /(z+)/ { } else { notify { "unless-else ${1}": } }
