# Date._parse (date_parse.c's patterns: day names, times and zones, European, American, ISO,
# JIS, VMS, slash and dot dates, ISO weeks and ordinals, '99, month names, 4th, digit runs, BC,
# a lone number), and Date.parse / DateTime.parse of free text completed from today
# (rt_complete_frags). Answers that depend on today's date are compared with Date.today.
inputs = ['Mar 10 2024', '10 March 2024', 'Sunday, 10 Mar 2024', '2024-03-10T10:00:00+01:00',
  'Monday, 10 Mar 2024', '10 Mar', 'March', 'Sunday', '3rd Feb 2001 04:05:06 PM',
  'Sat Aug 28 02:55:50 +09:00 1999', '20240310', '2024/03/10', '10.03.2024', 'H31.04.30', '12:30pm',
  'Jan 5, 99', '5 Jan 10 BC', '2001-W05-6', 'x', '', 'Tue, 10 Mar 2024 10:00:00 GMT', '10:00 EST',
  '2024-03-10 10:00:00.123 UTC', '1999-12-31 23:59:59 -0500', '10-Mar-2024', 'Mar-10-2024', "'99",
  '4th', '10th of March', '2024 march 10', 'March 10, 2024 3:45 PM CET', '20240310T101112',
  '20240310101112', '240310', '0310', '2024070', '24070', '101112.5', 'T101112', '2024-070', '-070',
  '--03-10', '--0310', 'W05', '2024W05', '-w-3', '10/03/2024', '03/10', '1/2/3', '10.3.',
  'Sat, 3 Feb 2001 04:05:06 +0700', '3 February 2001 4:05 pm PST', '4h30m', '4pm', 'noon',
  'Thursday 12th', 'Dec 25th', '25 Dec 1999 BC', '2001-02-03T04:05:06.123456789+07:00',
  'Feb 3 04:05:06 EST 2001', 'tomorrow', '1999', '31st', '3.2.2001', 'R02.05.01', '3 Mar 2001 CE',
  '2024-02-30', 'Feb 30 2024', '  2024-03-10  ', "2024\t03 10",
  '10 Mar 2024 10:00 Eastern Standard Time', '10:00 GMT+9', '10:00 UTC-5:30', '10:00 +9.5',
  '10:00 CET DST', '10:00 XYZ', '10:00 +09:30:15', '10:00 -0000', '10:00 Z', '10:00 JST',
  '123.5', '12345.5', '1234567.5', '12.5', '1234.5', '12345678.5', '2024031012', '202403101213',
  '123456789012.5', '20240310 1011', '20240310T10.5', '20240310 z', '20240310 +0900',
  '20240310[-5:EST]', '20240310[+9]', '20240310[9:JST]']
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
dated = ->(h) { h.key?(:year) || h.key?(:cwyear) }
# (a 31st, or a weekday with a day of the month, is a valid date in some months only)
month_bound = ['31st', 'Thursday 12th']
inputs.each do |s|
  h = Date._parse(s)
  show("_parse #{s.inspect}") { h }
  next if s.include?('BC')
  show("  parse") { dated.(h) ? Date.parse(s) : rel.(Date.parse(s), h) } unless month_bound.include?(s)
  show("  DateTime") { dated.(h) ? DateTime.parse(s) : DateTime.parse(s).hour } unless s.match?(/\A\d{1,2}:|h30|pm\z|Thursday|31st|Dec 25th|\A4|\A10 Mar\z|\AMarch\z|\ASunday\z|\A10th/)
end
show('today completions') do
  t = Date.today
  [Date.parse('10 Mar') == Date.new(t.year, 3, 10), Date.parse('March') == Date.new(t.year, 3, 1),
   Date.parse('4th') == Date.new(t.year, t.mon, 4), Date.parse('Sunday') == t - t.wday]
end
show('too long') { Date._parse('x' * 200) }
show('too long parse') { Date.parse('1' * 129) }
show('limit') { Date._parse('x' * 200, limit: nil) }
show('no comp') { [Date._parse('2024-03-10', false), Date._parse('10 Mar 24'), Date._parse('10 Mar 24', false)] }
show('keys') { Date._parse('2024-03-10T10:00:00+01:00').keys.sort }
