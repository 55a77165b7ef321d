require 'date'
require 'time'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # date differences
  def p0
    d1 = Date.new(2024, 1, 15); d2 = Date.new(2024, 3, 1); [(d2 - d1).to_i, (d2 - d1).class.name, (d2 - d1).inspect, (d1 - d2).to_i, (d2 - d1) > 30, ((d2 - d1) / 7).to_i]
  end

  # date arithmetic
  def p1
    d = Date.new(2024, 1, 31); [(d + 30).to_s, (d >> 1).to_s, (d << 1).to_s, d.next_month.to_s, d.prev_month(2).to_s, d.next_year.to_s, (d + 366).to_s, d.next_day(3).to_s, d.prev_day.to_s]
  end

  # date fields
  def p2
    d = Date.new(2024, 12, 30); [d.cwday, d.cweek, d.cwyear, d.wday, d.yday, d.mjd, d.jd, d.leap?, d.mon, d.mday, d.strftime('%A')]
  end

  # date predicates and validity
  def p3
    [Date.valid_date?(2023, 2, 29), Date.valid_date?(2024, 2, 29), Date.leap?(2100), Date.gregorian_leap?(2000), (Date.new(2023, 2, 29) rescue [$!.class.name, $!.message]), Date.new(2024, -1, -1).to_s]
  end

  # strptime
  def p4
    [Date.strptime('02/01/2024', '%d/%m/%Y').to_s, Date.strptime('2024-032', '%Y-%j').to_s, (Date.strptime('31/02/2024', '%d/%m/%Y') rescue $!.class.name), DateTime.strptime('2024-01-02 03:04:05 +0100', '%Y-%m-%d %H:%M:%S %z').to_s]
  end

  # iso8601 and formats
  def p5
    d = Date.new(2024, 1, 2); [d.iso8601, d.to_s, d.httpdate, d.rfc3339, d.xmlschema, d.strftime('%-d/%-m/%y %b %a %U %W %G-W%V-%u'), d.inspect]
  end

  # DateTime basics
  def p6
    dt = DateTime.new(2024, 1, 2, 3, 4, 5, '+02:00'); [dt.to_s, dt.hour, dt.minute, dt.second, dt.offset.to_s, dt.zone, dt.iso8601, dt.new_offset(0).to_s, dt.to_time.utc.to_s, dt.strftime('%FT%T%:z')]
  end

  # DateTime parse and arithmetic
  def p7
    a = DateTime.parse('2024-01-02T10:00:00+00:00'); b = DateTime.parse('2024-01-03T16:30:00Z'); [((b - a) * 24).to_f, ((b - a) * 24 * 60).to_i, (a + Rational(1, 24)).to_s, (a + 0.5).to_s, a < b, (b - a).class.name]
  end

  # conversions between Time Date DateTime
  def p8
    t = Time.utc(2024, 1, 2, 3, 4, 5); [t.to_date.to_s, t.to_datetime.to_s, Date.new(2024, 1, 2).to_time.utc.to_s.sub(/ \+0000| UTC/, ''), DateTime.new(2024, 1, 2, 3).to_date.to_s, Date.new(2024, 1, 2).to_datetime.to_s]
  end

  # date ranges and steps
  def p9
    r = (Date.new(2024, 1, 1)..Date.new(2024, 1, 10)); [r.count, r.select(&:saturday?).map(&:to_s), r.step(4).map(&:day), r.include?(Date.new(2024, 1, 5)), r.cover?(Date.new(2024, 2, 1)), r.map(&:wday).tally, Date.new(2024, 1, 1).upto(Date.new(2024, 1, 3)).map(&:to_s)]
  end

  # comparisons sorting
  def p10
    ds = %w[2024-03-01 2023-12-31 2024-01-15].map { |s| Date.parse(s) }; [ds.sort.map(&:to_s), ds.max.to_s, ds.min_by(&:yday).to_s, ds.map(&:year).uniq, Date.new(2024, 1, 1) == DateTime.new(2024, 1, 1), Date.new(2024, 1, 1) === Date.new(2024, 1, 1)]
  end

  # certificate expiry style
  def p11
    not_after = Time.utc(2025, 6, 1); now = Time.utc(2024, 12, 1); days = ((not_after - now) / 86_400).floor; [days, (not_after.to_date - now.to_date).to_i, days < 200 ? 'renew' : 'ok', Time.at(now.to_i + 90 * 86_400).utc.strftime('%F')]
  end

  # Time.parse and iso8601 edge
  def p12
    [Time.iso8601('2024-01-02T03:04:05.123Z').usec, Time.parse('2024-01-02 03:04:05 -0500').utc.hour, Time.strptime('1704164645', '%s').utc.to_s, Time.at(1_704_164_645.5).utc.strftime('%L'), (Time.iso8601('2024-13-01T00:00:00Z') rescue $!.class.name), Time.utc(2024, 2, 30).to_s]
  end
end
