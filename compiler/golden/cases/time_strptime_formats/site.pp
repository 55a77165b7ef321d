# Timestamp(string, format(s)[, timezone]) and Timestamp({...}) with the
# strptime conversions users write, and strftime in other zones.
$stamps = {
  'months'   => Timestamp('Tuesday, 5 March 2024 7:08 PM', '%A, %e %B %Y %l:%M %p'),
  'abbr'     => Timestamp('tue mar  5 07:08:09 2024', '%a %b %e %H:%M:%S %Y'),
  'ctime'    => Timestamp('Tue Mar  5 07:08:09 2024', '%c'),
  'yday'     => Timestamp('2024-065 12:00', '%Y-%j %R'),
  'us'       => Timestamp('03/05/24 23:59:60', '%D %T'),
  'compact'  => Timestamp('20240305070809', '%Y%m%d%H%M%S'),
  'century'  => Timestamp('20 24-03-05', '%C %y-%m-%d'),
  'twodigit' => Timestamp('69-01-01', '%y-%m-%d'),
  'millis'   => Timestamp('2024-03-05 07:08:09.5', '%F %T.%L'),
  'nanos'    => Timestamp('2024-03-05 07:08:09.000000001', '%F %T.%N'),
  'offset'   => Timestamp('2024-03-05T07:08:09-0530', '%FT%T%z'),
  'colon'    => Timestamp('2024-03-05T07:08:09 +05:30', '%FT%T %:z'),
  'winzone'  => Timestamp('2024-03-05 07:08 Eastern Standard Time', '%F %R %Z'),
  'dst'      => Timestamp('2024-03-05 07:08 cet dst', '%F %R %Z'),
  'gmt'      => Timestamp('2024-03-05 07:08 GMT+9', '%F %R %Z'),
  'fraction' => Timestamp('2024-03-05 07:08 +9.5', '%F %R %z'),
  'military' => Timestamp('2024-03-05 07:08 Z', '%F %R %Z'),
  'pct'      => Timestamp('100% 2024', '100%% %Y'),
  'space'    => Timestamp("  2024 -\t03-05", ' %Y - %m-%d'),
  'feb31'    => Timestamp('2023-02-31', '%F'),
  'hour24'   => Timestamp('2024-12-31 24:00:00', '%F %T'),
  'first'    => Timestamp('05.03.2024', ['%F', '%d.%m.%Y', '%d/%m/%Y']),
  'arrayz'   => Timestamp('2024-03-05 07:08 CET', ['%F %R', '%F %R %Z']),
  'tzoff'    => Timestamp('2024-03-05 07:08', '%F %R', '-03:30'),
  'tzname'   => Timestamp('2024-03-05 07:08', '%F %R', 'PDT'),
  'tzwin'    => Timestamp('2024-03-05 07:08', '%F %R', 'Tokyo Standard Time'),
  'tzutc'    => Timestamp('2024-03-05 07:08', '%F %R', 'utc+2'),
  'tzdef'    => Timestamp('2024-03-05T07:08:09.25', ['%FT%T.%N', '%FT%T'], 'EST'),
  'hashfmts' => Timestamp({ string => '5/3/2024', format => ['%F', '%e/%m/%Y'], timezone => '+01:00' }),
  'hashdef'  => Timestamp({ string => '2024-03-05 07:08:09 UTC' }),
  'old'      => Timestamp('1700-03-15', '%Y-%m-%d'),
}
$zones = ['UTC', '+05:30', '-0800', 'EST', 'Eastern Daylight Time', 'gmt-2', 'z', '+9.5']
$out = $stamps.map |$k, $v| {
  "${k}=${v} | ${$zones.map |$z| { strftime($v, '%F %T %z|%Z', $z) }.join(' ')}"
}
notify { 'stamps': message => $out }
$fmt = Timestamp('2024-03-05T07:08:09.123456789 UTC')
notify { 'strftime':
  message => [
    strftime($fmt, '%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %L %m %M %N %p %P %r %R %s %S %T %u %U %V %w %W %x %X %y %Y %z %Z %%'),
    strftime($fmt, '%-d %_m %05Y %^a %#b %10N %3N %6N %:z %::z %-z %_10z %+ %v|%n|%t|%Q'),
    strftime($fmt, '%c', '+14:00'),
  ],
}
