# Timespan(string, format(s)) and Timespan({string, format}) with Puppet's
# own format language, fields and hashes, and strftime of Timespans.
$spans = {
  'hm'       => Timespan('36:30', '%H:%M'),
  'ms'       => Timespan('90:15', '%M:%S'),
  'millis'   => Timespan('5.25', '%S.%L'),
  'nanos'    => Timespan('5.000000250', '%S.%N'),
  'width'    => Timespan('5.123', '%S.%3N'),
  'space'    => Timespan(' 7: 5', '%_H:%_M'),
  'nopad'    => Timespan('7:5', '%-H:%-M'),
  'zeros'    => Timespan('007', '%03H'),
  'days'     => Timespan('3 days, 4 hours', '%D days, %H hours'),
  'neg'      => Timespan('-1-02:03', '%D-%H:%M'),
  'pct'      => Timespan('50%', '%S%%'),
  'first'    => Timespan('12:30', ['%D-%H:%M', '%H:%M', '%M:%S']),
  'defaults' => Timespan('02:03:04.5'),
  'secsonly' => Timespan('86400'),
  'hash'     => Timespan({ string => '1:2:3', format => ['%H:%M:%S'] }),
  'hashdef'  => Timespan({ string => '1-00:00' }),
  'fields5'  => Timespan(1, 2, 3, 4, 5),
  'fields6'  => Timespan(0, 0, 0, 0, 0, 1500),
  'fieldneg' => Timespan(0, -1, 30, 0),
  'hashall'  => Timespan({ days => 1, hours => 2, minutes => 3, seconds => 4, milliseconds => 5, microseconds => 6, nanoseconds => 7 }),
  'negint'   => Timespan(-90),
  'tiny'     => Timespan(0.000000001),
}
$formats = ['%D-%H:%M:%S.%-N', '%H:%M', '%M', '%S', '%L', '%N', '%3N', '%-L', '%_L', '%0L', '%_5H', '%-D', '%03D %H', '%12N', '%-N', '%S.%6N', '100%%']
$out = $spans.map |$k, $v| { "${k}=${v} | ${$formats.map |$f| { strftime($v, $f) }.join('|')}" }
notify { 'spans': message => $out }
