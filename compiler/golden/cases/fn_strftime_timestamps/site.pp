# strftime and Timestamp/Timespan values with fixed times (never "now").
$ts = Timestamp('2021-03-04T05:06:07.123456789 UTC')
$r = {
  'iso'      => $ts.strftime('%Y-%m-%dT%H:%M:%S'),
  'fraction' => $ts.strftime('%L %N %3N'),
  'names'    => $ts.strftime('%A %a %B %b %j %p %%'),
  'tz'       => [$ts.strftime('%H:%M %Z', 'EST'), $ts.strftime('%H:%M %z', '+05:00')],
  'string'   => String($ts),
  'span'     => Timespan('1-02:03:04').strftime('%D days %H:%M:%S'),
  'add'      => String($ts + 3600),
  'compare'  => $ts < Timestamp('2022-01-01T00:00:00 UTC'),
  'seconds'  => Integer(Timestamp('1970-01-02T00:00:00 UTC')),
}
notify { 'time': message => $r }
