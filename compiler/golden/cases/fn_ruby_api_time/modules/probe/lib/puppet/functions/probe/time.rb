# Module Ruby using Puppet's Timestamp and Timespan classes.
Puppet::Functions.create_function(:'probe::time') do
  dispatch :run do
    param 'Timestamp', :given
    param 'Timespan', :span
  end

  def run(given, span)
    ts = Puppet::Pops::Time::Timestamp
    tsp = Puppet::Pops::Time::Timespan
    checks = {
      'given' => -> { [given.class, given.nsecs, given.to_s] },
      'span' => -> { [span.class, span.nsecs, span.to_s] },
      'new' => -> { ts.new(1_000_000_000).to_s },
      'parse' => -> { ts.parse('2020-01-02T03:04:05.123Z').to_s },
      'parse date' => -> { ts.parse('2020-01-02').to_s },
      'parse bad' => -> { ts.parse('yesterday') },
      'from_hash' => -> { ts.from_hash({ 'string' => '2021-05-06 07:08:09' }).to_s },
      'from_time' => -> { ts.from_time(Time.at(3, 5, :nsec)).nsecs },
      'now' => -> { ts.now.class },
      'minus' => -> { (ts.new(5_000_000_000) - ts.new(2_000_000_000)).then { |d| [d.class, d.to_s] } },
      'plus span' => -> { (given + span).to_s },
      'plus int' => -> { (ts.new(0) + 90).to_s },
      'plus float' => -> { (ts.new(0) + 1.5).nsecs },
      'plus bad' => -> { ts.new(0) + 'x' },
      'minus bad' => -> { ts.new(0) - [1] },
      'to_i/to_f/to_int' => -> { [given.to_i, ts.new(1_500_000_000).to_f, given.to_int] },
      'to_time' => -> { ts.new(1_000_000_007).to_time.inspect },
      'compare' => -> { [ts.new(1) < ts.new(2), ts.new(2_000_000_000) > 1, ts.new(1) == ts.new(1), ts.new(1) <=> 'x'] },
      'format' => -> { given.format('%Y/%m/%d %H:%M') },
      'format tz' => -> { given.format('%H:%M %z', 'CET') },
      'no abs' => -> { ts.new(1).abs rescue [$!.class, $!.name, $!.receiver.nsecs] },
      'is numeric' => -> { [given.is_a?(Numeric), ts.ancestors.include?(Comparable), ts.superclass.name] },
      'span parse' => -> { tsp.parse('1-02:03:04').to_s },
      'span parse bad' => -> { tsp.parse('soon') },
      'from_fields' => -> { tsp.from_fields(true, 1, 2, 3, 4, 5, 6, 7).then { |x| [x.to_s, x.nsecs] } },
      'from_hash fields' => -> { tsp.from_hash({ 'hours' => 2, 'seconds' => 3 }).to_s },
      'from_hash string' => -> { tsp.from_hash({ 'string' => '00:10:00' }).to_s },
      'parts' => -> { s = tsp.from_fields(false, 3, 4, 5, 6, 7, 8, 9); [s.days, s.hours, s.minutes, s.seconds, s.milliseconds, s.nanoseconds] },
      'totals' => -> { s = tsp.new(90_061_001_000_000); [s.total_days, s.total_hours, s.total_minutes, s.total_seconds, s.total_milliseconds, s.total_microseconds, s.total_nanoseconds] },
      'to_hash' => -> { tsp.from_fields(true, 1, 0, 5, 0, 1, 2, 3).to_hash },
      'to_hash compact' => -> { tsp.from_fields(true, 1, 0, 5, 0, 1, 2, 3).to_hash(true) },
      'arith' => -> { [(span * 1.5).to_s, (span + 60).to_s, (span - span).to_s, (-span).to_s, (span * 2).to_s, (span / 2).to_s, span / span, span.divmod(7), span % 7, span.negative?] },
      'arith bad' => -> { span * 'x' },
      'div bad' => -> { span / 'x' },
      'mod bad' => -> { span.divmod(nil) },
      'span format' => -> { span.format('%H:%M:%S') },
      'span cmp' => -> { [span > 3600, span <=> tsp.new(0), tsp.new(5) == tsp.new(5)] },
    }
    checks.map do |label, f|
      begin
        "#{label}: #{f.call.inspect}"
      rescue StandardError => e
        "#{label}: #{e.class}: #{e.message}"
      end
    end
  end
end
