# Date._iso8601, Date.iso8601 and DateTime.iso8601 over ISO 8601's extended and basic forms (date_parse.c's date__iso8601)
require 'date'
inputs = %w[
  2024-01-02 20240102 2024-032 2024032 2024-W02-3 2024W023 2024-w02-3 24-01-02 240102 68-01-02 69-01-02 99-032 99032
  --01-02 --0102 ---02 -032 -W-3 -w-3 -W023 24W023 2024-01 2024 2024-1-2 +2024-01-02 +20240102 12345-01-02
  2024-01-02T03:04 2024-01-02T03:04:05 2024-01-02t03:04:05.123z 2024-01-02T03:04:05,5+09:00 2024-01-02T03:04:05+0900
  2024-01-02T03:04:05-07 20240102T030405 20240102T030405Z 20240102030405 20240102T0304 20240102T030405.25-0500
  2024-032T10:11 2024-W02-3T10:11:12Z 03:04 03:04:05 03:04:05.5 03:04:05Z 03:04:05+01:00 0304 030405 030405.75
  030405+0100 03:04Z 24:00 2024-13-01 2024-02-30 2024-00-10 2024-W54-1 2024-W02-8 2024-367 2023-366 x 2024-01-02x
  2024-01-02T 2024-01-02T3:04 1:02 123 12345 2024-01-02T03:04:05.123456789Z
]
inputs += [' 2024-01-02 ', "2024-01-02\n", '', '2024-01-02 03:04']
# A date completed from today is shown relative to today (the recording must not depend on the day
# it is run): a field the text gave as it is, one taken from today as whether it is today's.
rel = lambda do |d, h|
  t = Date.today
  if h.key?(:year) || h.key?(:cwyear) then d.strftime('%FT%T.%N%:z')
  elsif h.key?(:mon) || h.key?(:yday) || h.key?(:cweek) then [d.year == t.year, d.strftime('%m-%dT%T.%N%:z')]
  elsif h.key?(:mday) then [d.year == t.year && d.mon == t.mon, d.strftime('%dT%T.%N%:z')]
  elsif h.key?(:wday) || h.key?(:cwday) then [(d.to_date - t).to_i.abs < 7, d.wday, d.strftime('%T.%N%:z')]
  else [(d.to_date - t).to_i, d.strftime('%T.%N%:z')]
  end
end
inputs.each do |s|
  show(s) { Date._iso8601(s) }
  show("d #{s}") { rel.(Date.iso8601(s), Date._iso8601(s)) }
  show("dt #{s}") { rel.(DateTime.iso8601(s), Date._iso8601(s)) }
end
show(:limit) { Date.iso8601('2024-01-02' + ' ' * 130) }
show(:limit_kw) { [Date.iso8601('2024-01-02' + ' ' * 130, limit: nil).to_s, Date._iso8601('2024-01-02' + ' ' * 200, limit: 300)] }
show(:non_string) { Date.iso8601(20240102) }
show(:nil) { Date._iso8601(nil) }
show(:nils) { [(Date.iso8601(nil) rescue $!.class), (DateTime.iso8601(nil) rescue $!.class), (Date._parse(nil) rescue $!.class)] }

# DateTime#new_offset
d = DateTime.new(2024, 1, 2, 3, 4, 5, '+02:00')
[0, nil, :x, '-05:00', Rational(1, 24), 0.5, 'x', 2, 1, -1, 1.5, 0.9, -0.5, 'foo', '+25:00', 'y', 'Z', 'EST', 'JST', '+0930',
 'UTC+3', Rational(25, 24), Rational(-25, 24), Rational(1, 172800), Rational(-1, 1440), 2**70].each do |o|
  show("new_offset #{o.inspect}") { r = d.new_offset(o); [r.strftime('%FT%T.%N%:z'), r.offset, r == d, r.class] }
end
show(:new_offset_none) { d.new_offset.to_s }
show(:new_offset_date) { Date.new(2024, 1, 2).new_offset(0) }
show(:military) { ('a'..'z').map { |l| Date._parse("10:00 #{l}")[:offset] } }
