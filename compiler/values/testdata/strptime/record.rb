# Records what Ruby 3.1's Date._strptime and Puppet 7.23's Timestamp and
# Timespan parsing and formatting answer for the inputs below, into
# recordings.json, which compiler/values' TestStrptimeOracle and friends
# compare against. Run from this directory with the system Ruby and
# Puppet:  ruby record.rb
# The zone names come from ../../timeparse_zones.go, so every entry of the
# Go table is checked against Ruby.
require 'date'
require 'json'
require 'puppet'

FORMATS = [
  '%Y-%m-%d', '%F', '%FT%T', '%F %T.%N', '%F %T.%L', '%Y%m%d', '%y-%m-%d', '%C%y-%m-%d', '%C-%y',
  '%d/%m/%Y', '%D', '%x', '%e %b %Y', '%b %e %Y %H:%M:%S %Z', '%A, %d %B %Y', '%a %b %e %H:%M:%S %Y',
  '%c', '%j/%Y', '%Y-%j', '%H:%M', '%R', '%T', '%X', '%I:%M %p', '%l:%M:%S %P', '%r', '%k', '%s',
  '%Q', '%s.%N', '%z', '%Z', '%:z', '%::z', '%:::z', '%u %V %G', '%w %U %Y', '%W', '%g-%V', '%G-W%V-%u',
  '%%Y%Y', '%n%t%Y', '%Y %m', '%Ey', '%Od', '%EY', '%OH', '%q', '%-d', '%+', '%v', '%Y-%m-%d%H', '%N',
  '%L', '%S%N', '%Y%', '%', '%h %d', '%B', '%Y-%m-%dT%H:%M:%S%z', '%F %Z', '%FT%T.%N %Z', '%Y%m%d%H%M%S',
  '%Y %j', '%e', '%p', '%H:%M:%S %z', '%C', '%G', '%y', '%LT', '%Y-%m-%d %H:%M:%S %Z',
]

STRINGS = [
  '2024-03-05', '2024-03-05T07:08:09', '2024-03-05 07:08:09.123456789', '2024-03-05 07:08:09.5', '20240305',
  '24-03-05', '05/03/2024', '03/05/24', 'Mar 5 2024 07:08:09 UTC', 'Tuesday, 05 March 2024', 'tue MAR  5 07:08:09 2024',
  '065/2024', '2024-065', '07:08', '7:08 PM', ' 7:08:09 pm', '07:08:09 a.m.', '1700000000', '1700000000123',
  '-1700000000', '1700000000.25', '+09:00', '-0530', '+5', '+530', '+05301', 'CET', 'cest dst', 'Eastern Standard Time',
  'Central  Europe   Daylight Time', 'GMT+9', 'utc-3.5', 'gmt+9.333', 'America/New_York', 'x', '', ' 2024-03-05 ',
  '2024-3-5', '2024-13-05', '2024-02-30', '12345-01-01', '-2024-01-01', '+2024-01-01', '%2024', '2 10 2024', '99-12-31',
  '69', '68', '2024-03-05T07:08:09+02:00', '2024-03-05 07:08:09 Z', '2024-03-05T07:08:09.25 UTC', '20240305070809',
  '2024 366', '24', '12 AM', '0:00 am', '24:00', '23:59:60', '%q', '%-5', '5', 'Tue Mar 5 07:08:09 EST 2024',
  '5-Mar-2024', '2024-W10-2', '2024-10', '1 10 2024', '7 09 2024', '53', '24-10', '%Y2024', "\n\t2024", 'March 5',
  '2024 03', '123', '-123', '+123', '1.2.3', 'PM', 'p.m.', 'Pacific SA Standard Time', 'w. europe standard time',
  'Mid-Atlantic Standard Time', 'jst', 'z', 'j', 'MSK', 'ist', '-00:00', '+24:00', '+99', 'utc', 'UTC+1', 'EST5EDT',
  "\u017Fun Mar 5", "\u212Aet", 'Ĉet 2024', '2024-03-05 07:08:09 ĈET', 'CETĈ', 'Eastern StandardĈ time',
]

def rb_val(v)
  case v
  when Integer then v.to_s
  when Rational then "r:#{v.numerator}/#{v.denominator}"
  when String then "s:#{v}"
  when nil then 'nil'
  else "?#{v.class}"
  end
end

def strptime_rec(str, fmt)
  h = Date._strptime(str, fmt)
  { 's' => str, 'f' => fmt, 'h' => h && h.map { |k, v| [k.to_s, rb_val(v)] } }
end

def outcome
  { 'ok' => yield.to_s }
rescue StandardError => e
  { 'err' => e.message }
end

out = { 'strptime' => [], 'zones' => [], 'timestamp' => [], 'timespan' => [], 'span_format' => [], 'stamp_format' => [] }

FORMATS.each { |f| STRINGS.each { |s| out['strptime'] << strptime_rec(s, f) } }

File.read(File.join(__dir__, '../../timeparse_zones.go')).scan(/^\t"([^"]+)":/) do |(name)|
  out['zones'] << strptime_rec(name, '%z')
  out['zones'] << strptime_rec("#{name.upcase} Standard Time", '%z')
  out['zones'] << strptime_rec("#{name} daylight  time", '%z')
  out['zones'] << strptime_rec("#{name} dst", '%z')
end

TS = Puppet::Pops::Time::Timestamp
STAMP_STRINGS = STRINGS + ['2024-03-05T07:08:09.123 UTC', '2024-03-05 07:08:09 CET', '2024-03-05 07:08:09 +9.333',
                           '2024-03-05 America', '2024-03-05 -00:00:30', '1969-12-31T23:59:59.999999999', '2262-04-11T23:47:16.854775807']
STAMP_FORMATS = [nil, '%F', '%FT%T', '%F %T.%N', '%Y-%m-%d %H:%M:%S %Z', '%s', '%H:%M', '%Y-%j', '%Y%m%d%H%M%S',
                 ['%F', '%d/%m/%Y'], ['%FT%T %z', '%FT%T%z', '%F'], ['%Y', '%Q'], ['%F %Z']]
STAMP_TZS = [nil, 'UTC', '+01:00', 'CET', 'America/New_York', 'EST dst', '+9.5', '-00:00:30', 'z', 'j', 'Eastern Standard Time', 'gmt-2']
# every string with every format, and with every timezone under the
# default formats and one explicit format.
stamp_inputs = STAMP_STRINGS.product(STAMP_FORMATS, [nil]) + STAMP_STRINGS.product([nil, '%F %T'], STAMP_TZS.compact)
stamp_inputs.each do |s, f, tz|
  r = { 's' => s, 'f' => f, 'tz' => tz }
  begin
    r['ns'] = TS.parse(s, f.nil? ? :default : f, tz).nsecs.to_s
  rescue StandardError => e
    r['err'] = e.message
  end
  out['timestamp'] << r
end

SP = Puppet::Pops::Time::Timespan
SPAN_STRINGS = ['1', '1.5', '12:30', '1-02:03:04.5', '-1:00', '3h 4m', ' 5', '1:2', '100:00', '1-', '99999-00:00',
                '1.1234567891', '0.000000001', 'abc', '', '-', '1-02:03', '02:03:04', '12.345', '  12', '12 ', '1%2',
                '5 3', '007', '1:60', '-0.5', '106751-23:47:16.854775807', '106752-00:00:00']
SPAN_FORMATS = [nil, '%D-%H:%M', '%Hh %Mm', '%H:%M', '%M:%S', '%S.%L', '%S.%N', '%S.%3N', '%_H:%M', '%-H:%M', '%03H',
                '%H%M', '%L', '%N', '%D', '%Q', '%-', '%', '%%H %H', '%_3S', '%2S', '%-S', '%S.%-N', '%D-%H:%M:%S.%-N',
                ['%D', '%H:%M'], ['%Q', '%S'], ['%L', '%M:%S']]
SPAN_STRINGS.each do |s|
  SPAN_FORMATS.each do |f|
    r = { 's' => s, 'f' => f }
    begin
      r['ns'] = (f.nil? ? SP.parse(s) : SP.parse(s, f)).nsecs.to_s
    rescue StandardError => e
      r['err'] = e.message
    end
    out['timespan'] << r
  end
end

[0, 1, 1_500_000_000, 90_061_002_003_004, -90_061_002_003_004, 86_399_999_999_999, 1_000].each do |ns|
  ['%D-%H:%M:%S.%-N', '%H:%M', '%M', '%S', '%L', '%N', '%3N', '%-L', '%_L', '%0L', '%_5H', '%-D', '%03D %H', '%%',
   '%Q', '%12N', '%-N', '%S.%6N', 'x%Dy', '%-'].each do |f|
    out['span_format'] << { 'ns' => ns.to_s, 'f' => f }.merge(outcome { SP.new(ns).format(f) })
  end
end

[0, 1_709_622_489_123_456_789, -1_000_000_000_000_000_000, 1_700_000_000_249_999_872].each do |ns|
  ['%F %T.%N %z', '%c', '%s %L %3N %j %U %W %V %G %u %w', '%-d %e %k %l %p %P %I', '%^a %#b %10N %:z %::z %_10z',
   '%', '%Q', '%+', '%Z|%z', '%C %y %g %D %x %X %r %R %T %v'].each do |f|
    [nil, 'EST', '+05:30', '-00:00:30', 'Eastern Daylight Time', 'America/New_York', '+9.5'].each do |tz|
      out['stamp_format'] << { 'ns' => ns.to_s, 'f' => f, 'tz' => tz }.merge(outcome { TS.new(ns).format(f, tz) })
    end
  end
end

# one record a line: small, and a change shows as the lines it changes.
File.open(File.join(__dir__, 'recordings.json'), 'w') do |io|
  io.puts '{'
  out.each_with_index do |(k, recs), i|
    io.puts "#{JSON.generate(k)}: ["
    recs.each_with_index { |r, j| io.puts JSON.generate(r) + (j == recs.size - 1 ? '' : ',') }
    io.puts(i == out.size - 1 ? ']' : '],')
  end
  io.puts '}'
end
puts out.map { |k, v| "#{k}: #{v.size}" }.join(', ')
