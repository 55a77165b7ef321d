# String sizes, Enum (case-sensitive unless its last argument is true), Pattern and Regexp types.
$r = {
  'String[1] empty'       => '' =~ String[1],
  'String[1,3] abc'       => 'abc' =~ String[1, 3],
  'String[1,3] abcd'      => 'abcd' =~ String[1, 3],
  'Enum hit'              => 'b' =~ Enum['a', 'b'],
  'Enum case'             => 'B' =~ Enum['a', 'b'],
  'Enum ci'               => 'B' =~ Enum['a', 'b', true],
  'Pattern hit'           => 'web01' =~ Pattern[/^web\d+$/],
  'Pattern any of'        => 'db1' =~ Pattern[/^web/, /^db/],
  'Pattern miss'          => 'mail' =~ Pattern[/^web/, /^db/],
  'Pattern string'        => 'ab' =~ Pattern['^a'],
  'Regexp exact'          => /a+/ =~ Regexp[/a+/],
  'Regexp other'          => /a+/ =~ Regexp[/b/],
  'Enum < String'         => Enum['a'] < String,
  'Pattern < String'      => Pattern[/a/] < String,
  'String[1] < String'    => String[1] < String,
}
notify { 'strings': message => $r }
notice(String[1, 3])
notice(Enum['a', 'b'])
notice(Pattern[/^a/, 'b'])
notice(Regexp[/x/])
