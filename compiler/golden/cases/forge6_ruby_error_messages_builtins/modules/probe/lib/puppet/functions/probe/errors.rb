Puppet::Functions.create_function(:'probe::errors') do
  dispatch :run do
  end

  def run
    h = { 'a' => 1 }
    tests = [
      -> { [nil, 1].max },
      -> { [1, nil].min },
      -> { [2, 'b', 1].sort },
      -> { h.each_pair(1) { } },
      -> { 'abc'.upcase(1, 2, 3) },
      -> { [1, 2].each_with_index(1, 2) { } },
      -> { Regexp.new('(') },
      -> { Regexp.new('a[') },
      -> { Regexp.new('*a') },
      -> { /x/.match('x', 1, 2) },
      -> { throw :nope },
      -> { begin; throw :nope2, 1; rescue ArgumentError => e; [e.class, e.tag, e.value]; end },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: ok #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
