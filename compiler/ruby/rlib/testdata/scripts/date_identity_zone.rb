# A Date/DateTime made by any constructor is an instance of the constant Date (is_a?, ===, case/when,
# grep) in the compile's own Ruby (its classes are copies of the prepared ones); Time#zone is nil
# for a fixed offset.
d = Date.new(2024, 1, 1)
p [d.is_a?(Date), d.class == Date, Date === d, d.is_a?(Comparable)]
x = Date; p x.new(2024, 1, 1).class.equal?(x)
p DateTime.new(2024,1,1,10,0,0).is_a?(DateTime), DateTime.new(2024,1,1,10,0,0).is_a?(Date)
p(case Date.parse('2024-01-01') when Time then 'time' when Date then 'date' else 'other' end)
p({ 'when' => Date.new(2024,1,1) }.transform_values { |v| v.is_a?(Date) ? v.iso8601 : v })
p Time.at(0).utc.to_date.is_a?(Date), (d + 1).is_a?(Date), (d >> 1).class, Date.today.class.equal?(Date), [d].grep(Date).size
t = Time.at(1_704_153_845, 123_456_789, :nsec).utc
p t.zone, t.getlocal('+05:30').zone, t.getlocal('+05:30').strftime('%Z|%z'), Time.new(2024, 1, 1, 0, 0, 0, '+01:00').zone, Time.new(2024, 1, 1, 0, 0, 0, 3600).zone
p Time.gm(2000).zone
p t.getlocal('+05:30').to_a
# Date#step/upto/downto (with and without a block, a DateTime limit) and ajd.
p Date.new(2024, 1, 1).step(Date.new(2024, 1, 10), 3).map(&:day)
p Date.new(2024, 1, 1).upto(Date.new(2024, 1, 3)).map(&:to_s)
p Date.new(2024, 1, 3).downto(Date.new(2024, 1, 1)).map(&:to_s), Date.new(2024, 1, 10).step(Date.new(2024, 1, 1), -4).map(&:day)
p Date.new(2024, 3, 10).ajd, DateTime.new(2024, 3, 10, 6, 0, 0).ajd, DateTime.new(2024, 3, 10, 6, 0, 0, '+02:00').ajd
r = []; x = Date.new(2024, 1, 1); p x.step(x + 2) { |d| r << d.day }.equal?(x), r
p x.step(x - 1).to_a, x.upto(x).to_a.size
p x.step(DateTime.new(2024, 1, 2, 12)).map(&:day)
