$spans = {
  'hash' => Timespan({ hours => 1, minutes => 30 }),
  'neg' => Timespan({ negative => true, days => 1, seconds => 5 }),
  'fields4' => Timespan(1, 2, 3, 4),
  'fields7' => Timespan(0, 0, 0, 1, 2, 3, 4),
  'fmt' => Timespan('3h 4m', '%Hh %Mm'),
  'fmts' => Timespan('12:30', ['%D', '%H:%M']),
  'shash' => Timespan({ string => '2-03:04', format => '%D-%H:%M' }),
  'float' => Timespan(1.5),
  'str' => Timespan('1-02:03:04.5'),
}
$stamps = {
  'fmt' => Timestamp('2024-03-05 07:08', '%Y-%m-%d %H:%M'),
  'fmttz' => Timestamp('2024-03-05 07:08', '%Y-%m-%d %H:%M', 'CET'),
  'fmts' => Timestamp('05/03/2024', ['%Y-%m-%d', '%d/%m/%Y']),
  'hash' => Timestamp({ string => '2024-12-25T10:00:00', format => '%FT%T', timezone => 'UTC' }),
  'zone' => Timestamp('2024-03-05T07:08:09+02:00'),
  'named' => Timestamp('Mar 5 2024 07:08:09 UTC', '%b %e %Y %H:%M:%S %Z'),
  'float' => Timestamp(1700000000.25),
}
$out = $spans.map |$k, $v| { "${k}=${v} ${strftime($v, '%D %H:%M:%S.%L')}" } + $stamps.map |$k, $v| { "${k}=${v} ${strftime($v, '%F %T.%N %z', 'EST')}" }
notify { 'out': message => $out }
notify { 'ops': message => [Timestamp('2024-01-01T00:00:00Z') + Timespan(3600), Timestamp('2024-01-02T00:00:00Z') - Timestamp('2024-01-01T00:00:00Z'), Timespan(60) * 2, Timespan(90) / 2, Timespan(10) < Timespan(20)] }
