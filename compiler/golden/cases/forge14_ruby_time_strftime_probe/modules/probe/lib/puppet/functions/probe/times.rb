# frozen_string_literal: true

require 'time'

# Written for this case: Time formatting module functions use for certificate, backup and cron names (strftime
# directives and flags, offsets, ISO/RFC forms, arithmetic across DST-free zones), each result or its exception.
Puppet::Functions.create_function(:'probe::times') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    t = Time.at(1_704_153_845, 123_456_789, :nsec).utc
    o = t.getlocal('+05:30')
    [
      attempt('basic') { t.strftime('%Y-%m-%d %H:%M:%S %Z %z %:z %::z') },
      attempt('flags') { t.strftime('%-d %e %-m %_m %^a %^B %#b %10A %-10A| %03d %-I %l %P %p') },
      attempt('weeks') { t.strftime('%j %U %W %G %V %u %w %g %C %y') },
      attempt('subsec') { t.strftime('%L %N %3N %6N %9N %s %Q') },
      attempt('composites') { t.strftime('%F %T %D %R %r %c %x %X %v %+ %n%t%%') },
      attempt('offset zone') { [o.strftime('%F %T %z %:z %Z'), o.utc_offset, o.zone, o.hour] },
      attempt('iso rfc') { [t.iso8601, t.iso8601(3), o.xmlschema, t.rfc2822, t.httpdate, o.rfc822] },
      attempt('arith') { [(t + 86_400 * 30).strftime('%F'), (t - Time.at(0).utc).to_i, t.to_date.to_s, t.yday, t.wday, t.month, t.day, t.min, t.sec, t.usec, t.nsec] },
      attempt('round') { [t.round.nsec, t.round(3).nsec, t.floor(2).nsec, t.ceil.to_i] },
      attempt('compare') { [t < t + 1, (t <=> o), t == o, t.eql?(o), t.utc?, o.utc?] },
      attempt('parse forms') { [Time.parse('2024-01-02 03:04:05 +0100').utc.to_s, Time.rfc2822('Tue, 02 Jan 2024 00:04:05 -0000').to_i, Time.httpdate('Tue, 02 Jan 2024 00:04:05 GMT').to_i, Time.strptime('02/01/24 10:00 +0000', '%d/%m/%y %H:%M %z').utc.to_s] },
      attempt('Time.new') { [Time.new(2024, 2, 29, 12, 0, 0, '+02:00').utc.to_s, Time.utc(2024, 12, 31, 23, 59, 59).strftime('%j'), Time.gm(2023, 'feb', 1).month] },
    ]
  end
end
