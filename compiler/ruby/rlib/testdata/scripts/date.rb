# Date and DateTime exist as in Puppet (module code checks for them).
puts [1.is_a?(Date), 'x'.is_a?(DateTime), DateTime.ancestors.include?(Date), Date::Error.ancestors.include?(ArgumentError)].inspect
# What module functions do with them: parse, strftime, arithmetic,
# comparison, iso8601 (QA-FORGE-9 G16).
puts Date.parse('2024-02-29').next_day.to_s, Date.new(2024, 12, 31).strftime('%Y/%j %A')
puts (Date.new(2024, 3, 1) - Date.new(2024, 2, 1)).inspect, (Date.new(2024, 3, 1) - Date.new(2024, 2, 1)).to_i
puts DateTime.new(2024, 1, 2, 3, 4, 5).iso8601, Date.valid_date?(2023, 2, 29), Date.valid_date?(2024, 2, 29)
puts (Date.parse('2024-01-31') >> 1).to_s, (Date.parse('2024-03-31') << 1).to_s, Date.strptime('02/03/2024', '%d/%m/%Y').yday
p Date.new(2024, 2, 29), DateTime.new(2024, 1, 2, 3, 4, 5, '+02:00'), Date.new(2024, -1, -1)
d = Date.new(2024, 5, 17)
p [d.year, d.month, d.mon, d.day, d.mday, d.wday, d.yday, d.cwday, d.cweek, d.cwyear, d.jd, d.mjd, d.leap?, d.friday?]
p d + 30, d - 17, d.next_month, d.prev_month(3), d.next_year, d.prev_day(2), d.succ, d >> 12
p d < Date.new(2024, 6, 1), d == Date.new(2024, 5, 17), d === DateTime.new(2024, 5, 17, 12), [Date.new(2025, 1, 1), d].min
p d.to_s, d.iso8601, d.rfc3339, d.httpdate, d.strftime, d.strftime('%d %b %Y %a %U %W %u %G-W%V'), d.to_datetime.to_s
p DateTime.parse('2024-01-02T03:04:05+02:00').hour, DateTime.parse('2024-01-02T03:04:05Z').zone, DateTime.parse('2024-01-02 03:04:05').to_s
p DateTime.new(2024, 1, 2, 3, 4, 5).strftime('%H:%M:%S %z %Z'), DateTime.new(2024, 1, 2, 3, 4, 5, Rational(1, 24)).offset
p Date.strptime('2024-060', '%Y-%j'), Date.strptime('2024-W10-3', '%G-W%V-%u'), Date.iso8601('2024-07-04'), DateTime.strptime('2024-01-02 10:11', '%Y-%m-%d %H:%M')
p (DateTime.new(2024, 1, 2, 12) - DateTime.new(2024, 1, 1)), Date.leap?(2100), Date.jd(2460000), Date.ordinal(2024, 366)
p Date.new(2024, 1, 31).next_month, Date.new(2023, 12, 31) + Rational(1, 2), (Date.new(2024, 1, 1)..Date.new(2024, 1, 3)).map(&:day)
p Date::ABBR_DAYNAMES, Date::MONTHNAMES[5], { Date.new(2024, 1, 1) => 1 }[Date.new(2024, 1, 1)]
p DateTime.new(2024, 1, 2, 3, 4, 5).to_date, Date.new(2024, 2, 3).to_time.year, Time.at(0).utc.to_date
%w[2023-02-29 nonsense].each do |s|
  begin
    Date.parse(s)
  rescue ArgumentError => e
    p [e.class, e.message]
  end
end
[-> { Date.new(2023, 2, 29) }, -> { Date.strptime('x', '%Y') }, -> { Date.new(2024, 13, 1) }].each do |f|
  begin
    f.call
  rescue Date::Error => e
    p [e.class, e.message]
  end
end
