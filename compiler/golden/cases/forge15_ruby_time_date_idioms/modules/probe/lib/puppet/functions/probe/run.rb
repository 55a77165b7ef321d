require 'time'
require 'date'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    Time.at(0).utc.iso8601(3)
  end

  def p1
    Time.gm(2024, 2, 29, 13, 5, 9).strftime('%s %j %U %W %u %w %C %y %G %V %e %-d %^a %#b %P %L %N %3N %z %:z')
  end

  def p2
    Date.new(2024, 2, 29).next_year.to_s
  end

  def p3
    (Date.new(2024, 1, 31) >> 1).to_s
  end

  def p4
    Date.parse('2024-03-10').cwday
  end

  def p5
    Date.new(2024, 3, 10).strftime('%A %a %B %b %d/%m/%Y %j')
  end

  def p6
    DateTime.parse('2024-03-10T12:30:00+02:00').to_time.utc.to_s
  end

  def p7
    (Time.utc(2024, 1, 1, 0, 0, 10) - Time.utc(2024, 1, 1)).class
  end

  def p8
    Time.utc(2024, 1, 2, 3, 4, 5).to_a
  end

  def p9
    Time.utc(2024, 3, 1).yday
  end

  def p10
    (Time.utc(2024, 3, 1) + 86400 * 1.5).to_s
  end

  def p11
    Time.utc(2024, 3, 1).to_date.to_s
  end

  def p12
    Date.valid_date?(2023, 2, 29)
  end

  def p13
    Date.leap?(2100)
  end

  def p14
    (Date.new(2024, 1, 1)..Date.new(2024, 3, 1)).count
  end

  def p15
    Date.new(2024, 1, 1).mjd
  end

  def p16
    Date.new(2024, 1, 1).jd
  end

  def p17
    Date.strptime('03/10/2024', '%m/%d/%Y').to_s
  end

  def p18
    Time.strptime('2024-03-10 12:00:00 +0000', '%Y-%m-%d %H:%M:%S %z').utc.to_i
  end

  def p19
    Date::ABBR_DAYNAMES.join(',')
  end

  def p20
    (Date.new(2024, 3, 1) - Date.new(2024, 1, 1)).inspect
  end

  def p21
    Time.utc(2024, 1, 1).round(0).usec
  end

  def p22
    Time.at(1700000000, 123, :millisecond).utc.iso8601(6)
  end

  def p23
    Time.iso8601('2024-03-10T12:00:00Z').to_i
  end

  def p24
    Time.utc(2024, 1, 1).strftime('%FT%T%z | %D | %R | %r | %c | %x | %X')
  end

  def p25
    Date.today.is_a?(Date)
  end

  def p26
    Time.utc(2024, 1, 1).sunday?
  end

  def p27
    Date.new(2024, 1, 1).step(Date.new(2024, 1, 10), 3).map(&:day)
  end

  def p28
    Date.new(2024, 5, 31).prev_month.to_s
  end

  def p29
    Date.new(2024, 1, 1).upto(Date.new(2024, 1, 3)).map(&:to_s)
  end

  def p30
    DateTime.new(2024, 3, 10, 12, 0, 0, '+05:30').iso8601
  end

  def p31
    Date.new(2024, 3, 10).ajd.inspect
  end

  def p32
    Time.utc(2024, 3, 10).to_datetime.to_s
  end

  def p33
    Time.gm(2000).utc_offset
  end

  def p34
    Time.utc(2024, 3, 10, 1, 2, 3).httpdate
  end

  def p35
    Time.utc(2024, 3, 10, 1, 2, 3).xmlschema
  end

  def p36
    Date._parse('2024-03-10T10:00:00+01:00').keys.sort
  end

  def p37
    d = Date.new(2024, 1, 1); [d.is_a?(Date), d.class == Date, Date === d, d.is_a?(Comparable)]
  end

  def p38
    x = Date; x.new(2024, 1, 1).class.equal?(x)
  end

  def p39
    DateTime.new(2024, 1, 1, 10, 0, 0).is_a?(DateTime)
  end

  def p40
    DateTime.new(2024, 1, 1, 10, 0, 0).is_a?(Date)
  end

  def p41
    Time.utc(2024, 1, 1).to_date.is_a?(Date)
  end

  def p42
    case Date.parse('2024-01-01') when Time then 'time' when Date then 'date' else 'other' end
  end

  def p43
    [Date.new(2024, 1, 2), 'x', Date.new(2024, 1, 1)].grep(Date).size
  end

  def p44
    { 'when' => Date.new(2024, 1, 1) }.transform_values { |v| v.is_a?(Date) ? v.iso8601 : v }
  end
end
