# Cases for time formatting (rlib/rtime). See ../record.rb.

times = [
  Time.at(0).utc, Time.at(1_600_000_000, 123_456_789, :nsec).utc, Time.utc(2021, 1, 3, 0, 5, 9), Time.utc(2020, 12, 31, 23, 59, 59),
  Time.utc(2024, 2, 29, 12, 0, 0), Time.utc(1999, 1, 1), Time.utc(33, 5, 6), Time.utc(-1, 1, 1), Time.utc(12_345, 6, 7),
  Time.at(1_600_000_000, in: '+02:00'), Time.at(1_600_000_000, in: '-05:30'), Time.at(1_600_000_000, in: '+05:45'),
  Time.at(1_600_000_000, in: '-00:30'), Time.at(1_600_000_000, in: '+14:00'), Time.at(1_600_000_000, in: '-11:59'),
  Time.at(1_600_000_000, 5, :nsec, in: '+00:00'), Time.at(-1, 500_000_000, :nsec).utc, Time.utc(2010, 1, 1), Time.utc(2010, 1, 4),
  Time.utc(2008, 12, 29), Time.utc(2005, 1, 1), Time.utc(2009, 12, 31)
]
formats = %w[
  %Y %C %y %m %B %b %h %d %e %j %H %k %I %l %P %p %M %S %L %N %3N %6N %12N %z %:z %::z %:::z %Z %A %a %u %w %G %g %V %U %W
  %s %Q %n %t %% %c %D %F %x %X %r %R %T %v %+ %-d %-m %_d %_m %05d %10A %-10A %010A %^A %^a %#A %#b %^B %#p %#P %^p %^P %#Z %^Z
  %10Z %-y %_y %3y %10Y %_10Y %-Y %-H %_H %-I %3I %10z %-z %_z %_10z %10:z %_10:z %-:z %::z %8::z %10::z %12:::z %::::z %K %E %Ey %Od %EY
  %Oz %:Y %010s %-s %_12s %20c %^c %-c %#c %10D %10F %^v %20+ %5n %-%  %3% %q %J %i %f %Q %+
]
formats << 'Today is %A, %B %-d, %Y at %l:%M %p' << '%Y-%m-%dT%H:%M:%S%z' << '%' << 'abc%' << '%5' << '%-' << '%^' << '%:' << '%::' << '%10'
times.each do |t|
  formats.each { |f| c 'Time', t, 'strftime', f }
  c 'Time', t, 'to_s'
  c 'Time', t, 'inspect'
  c 'Time', t, 'iso8601'
  c 'Time', t, 'iso8601', 3
  c 'Time', t, 'xmlschema', 9
  c 'Time', t, 'httpdate'
  c 'Time', t, 'rfc2822'
end
